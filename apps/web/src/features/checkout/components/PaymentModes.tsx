import { Alert, Group, Image, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { usePaymentModes } from '../../payments';

interface Props {
  currencyCode: string;
  value: number | null;
  onChange: (id: number) => void;
}

/** SPEC 4.4: the payment-mode list (SAR only); other currencies go straight to the payment page. */
export function PaymentModes({ currencyCode, value, onChange }: Props) {
  const { t } = useTranslation('checkout');
  const modes = usePaymentModes(currencyCode, true);
  if (modes.isPending) return <Skeleton h={64} radius="md" role="status" aria-label={t('modes.loading')} />;
  if (modes.isError || !modes.data?.length) {
    return (
      <Alert color="red" variant="light" title={t('modes.unavailableTitle')}>
        {t('modes.unavailableBody')}
      </Alert>
    );
  }
  return (
    <Radio.Group
      label={t('modes.label')}
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
