import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { TransactionList } from '../../features/payments';
import { MembersOnly } from '../../features/schedule';
import { useTranslation } from '../../lib/i18n';

export default function TransactionsPage() {
  const { t } = useTranslation('payments');
  return (
    <MembersOnly>
      <Stack gap="lg">
        <PageMeta title={t('pages.transactionsTitle')} description={t('pages.transactionsDescription')} />
        <Title order={1}>{t('pages.transactionsTitle')}</Title>
        <Text c="dimmed">{t('pages.transactionsIntro')}</Text>
        <TransactionList />
      </Stack>
    </MembersOnly>
  );
}
