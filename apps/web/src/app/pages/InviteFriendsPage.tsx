import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { InviteFriends } from '../../features/referrals';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

/** /invite (customers): the invite link, its offer and reward, and the friends who joined (docs/adr/0044). */
export default function InviteFriendsPage() {
  const { t } = useTranslation('referrals');
  const brand = useBrand();
  return (
    <Container size="md" px={0}>
      <PageMeta title={t('page.title')} description={t('page.description', { brand: brand.name })} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.heading')}</Title>
          <Text c="dimmed">{t('page.description', { brand: brand.name })}</Text>
        </Stack>
        <InviteFriends brandName={brand.name} />
      </Stack>
    </Container>
  );
}
