import { MSG, type PromoResponseDto } from '@kinetic/domain';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmPopup } from '../../../components/confirm/confirm-store';
import { failureText } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { applyPromo } from '../../payments';

interface Props {
  packageId: number;
  gymId?: number;
  applied: PromoResponseDto | null;
  onApplied: (promo: PromoResponseDto | null) => void;
  showCredits: boolean;
}

/**
 * SPEC 4.4 and 8: a promo code with Apply; 'Promo code is required' and the server's failure text show
 * in red under the input; an applied code can be undone after the PROMO_DELETE confirmation.
 */
export function PromoCodeField({ packageId, gymId, applied, onApplied, showCredits }: Props) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const name = code.trim();
    if (!name) return setError(domainText(MSG.promoRequired));
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyPromo({ name, packageId, gymId }));
    } catch (failure) {
      setError(failureText(failure, domainText(MSG.genericError)));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    const { confirmed } = await confirmPopup({ code: 'PROMO_DELETE' });
    if (!confirmed) return;
    onApplied(null);
    setCode('');
  };

  if (applied) {
    const extras = [
      showCredits && applied.extraCredits > 0
        ? t('promo.extraCredits', { count: applied.extraCredits, n: formatNumber(applied.extraCredits) })
        : null,
      applied.extraDays > 0
        ? applied.extraDaysText
          ? `+${applied.extraDaysText}`
          : t('promo.extraDays', { count: applied.extraDays, n: formatNumber(applied.extraDays) })
        : null,
    ].filter(Boolean);
    return (
      <Group justify="space-between" wrap="wrap" gap="xs" data-testid="applied-promo">
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            <IconTicket size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600}>{t('promo.applied', { name: applied.name })}</Text>
          </Group>
          {extras.length > 0 && (
            <Group gap={6}>
              {extras.map((extra) => (
                <Badge key={extra} variant="light" color="teal" c="dark.8">
                  {extra}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={undo}
        >
          {t('promo.remove')}
        </Button>
      </Group>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('promo.label')}
          placeholder={t('promo.placeholder')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" mt={25} loading={busy}>
          {t('promo.apply')}
        </Button>
      </Group>
    </form>
  );
}
