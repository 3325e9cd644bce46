import { Anchor, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconMail, IconMessage, IconWorldWww } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function ContactContent() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  const websiteLabel = brand.website.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <Stack gap="xl">
      <Stack gap="sm" maw={720}>
        <Title order={1}>{t('contact.heading')}</Title>
        <Text size="lg">{t('contact.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: brand.isPrime ? 3 : 4 }} spacing="lg">
        <ContactCard icon={<IconMail size={24} />} title={t('contact.email')}>
          <Anchor href={`mailto:${brand.contactEmail}`} style={{ wordBreak: 'break-all' }}>
            {brand.contactEmail}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('contact.emailHint')}
          </Text>
        </ContactCard>
        <ContactCard icon={<IconWorldWww size={24} />} title={t('contact.website')}>
          <Anchor
            href={brand.website}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {websiteLabel}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('contact.websiteHint')}
          </Text>
        </ContactCard>
        <ContactCard icon={<IconMessage size={24} />} title={t('contact.feedback')}>
          <Text size="sm" c="dimmed">
            {t('contact.feedbackHint')}
          </Text>
          <Button component={Link} to="/sendfeedback" variant="light" w="fit-content">
            {t('contact.sendFeedback')}
          </Button>
        </ContactCard>
        {!brand.isPrime && (
          <ContactCard icon={<IconBuildingStore size={24} />} title={t('contact.partners')}>
            <Text size="sm" c="dimmed">
              {t('contact.partnersHint')}
            </Text>
            <Anchor component={Link} to="/register/gym" size="sm">
              {t('contact.registerGym')}
            </Anchor>
            <Anchor href={brand.partnerUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('contact.partnerAccess')}
            </Anchor>
          </ContactCard>
        )}
      </SimpleGrid>
    </Stack>
  );
}
