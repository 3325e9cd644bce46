import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/PageMeta';
import { TransactionList } from '../../features/payments';
import { MembersOnly } from '../../features/schedule';

export default function TransactionsPage() {
  return (
    <MembersOnly>
      <Stack gap="lg">
        <PageMeta title="Transactions" description="Your package purchases, renewals and their status." />
        <Title order={1}>Transactions</Title>
        <Text c="dimmed">Your package purchases and renewals, newest first.</Text>
        <TransactionList />
      </Stack>
    </MembersOnly>
  );
}
