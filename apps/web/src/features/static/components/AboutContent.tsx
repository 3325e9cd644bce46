import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconCalendarCheck, IconHeartHandshake, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { useStores } from '../../../lib/reference-data';

/** The three promises of the page; their texts are staticPages: about.pillars.<key>. */
const PILLARS = [
  { key: 'train', icon: IconBarbell },
  { key: 'book', icon: IconCalendarCheck },
  { key: 'partners', icon: IconHeartHandshake },
] as const;

export function AboutContent() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  const stores = useStores();
  const countries = stores.data?.map((store) => store.name) ?? [];
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={720}>
        <Title order={1}>{t('about.heading', { brand: brand.name })}</Title>
        <Text size="lg">{t('about.intro', { brand: brand.name })}</Text>
        {countries.length > 0 && (
          <Group gap={6} c="dimmed">
            <IconMapPin size={18} aria-hidden />
            <Text c="dimmed">
              {t('about.availableIn', { countries: countries.join(t('listSeparator')) })}
            </Text>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PILLARS.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <ThemeIcon size={48} radius="xl" variant="light" mb="md" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={2} size="h4" mb={6}>
              {t(`about.pillars.${key}.title`)}
            </Title>
            <Text c="dimmed">{t(`about.pillars.${key}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card radius="lg" padding="xl" bg="var(--mantine-color-brand-0)">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('about.promise')}
          </Title>
          <Text>{t('about.promiseText')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/classes">
              {t('about.findClass')}
            </Button>
            <Button component={Link} to="/sendfeedback" variant="default">
              {t('about.sendFeedback')}
            </Button>
            {!brand.isPrime && (
              <Button component={Link} to="/register/trainer" variant="subtle">
                {t('about.becomePartner')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
