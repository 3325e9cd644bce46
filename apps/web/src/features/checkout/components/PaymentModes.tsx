import { Alert, Group, Image, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { usePaymentModes } from '../../payments';

interface Props {
  currencyCode: string;
  value: number | null;
  onChange: (id: number) => void;
}

/** SPEC 4.4: the payment-mode list (SAR only); other currencies go straight to the payment page. */
export function PaymentModes({ currencyCode, value, onChange }: Props) {
  const modes = usePaymentModes(currencyCode, true);
  if (modes.isPending) return <Skeleton h={64} radius="md" aria-label="Loading payment methods" />;
  if (modes.isError || !modes.data?.length) {
    return (
      <Alert color="red" variant="light" title="Payment methods unavailable">
        We could not load the payment methods. Close this window and try again.
      </Alert>
    );
  }
  return (
    <Radio.Group
      label="Payment method"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
        {modes.data.map((mode) => (
          <Radio.Card key={mode.PaymentMethodId} value={String(mode.PaymentMethodId)} p="sm" radius="md">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              {mode.ImageUrl && <Image src={mode.ImageUrl} alt="" w={36} h={24} fit="contain" />}
              <Text size="sm" fw={500}>
                {mode.PaymentMethodEn}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
