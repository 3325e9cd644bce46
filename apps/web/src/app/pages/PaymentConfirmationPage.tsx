import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { PaymentResult } from '../../features/payments/components/PaymentResult';
import { useBrand } from '../brand';

export default function PaymentConfirmationPage() {
  const brand = useBrand();
  const { referenceId = '' } = useParams();
  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title="Payment confirmation" description="The result of your payment." />
      <Title order={1}>Payment confirmation</Title>
      {referenceId ? (
        <PaymentResult referenceId={referenceId} showCredits={!brand.isPrime} />
      ) : (
        <Text>
          No payment to show. Your payments are listed under{' '}
          <Anchor component={Link} to="/transactions">
            Transactions
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
