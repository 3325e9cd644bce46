import { type ReferralProgrammeDto, toMajorString, toMinor } from '@kinetic/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError, failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useReferralProgrammes, useSetReferralProgramme } from '../api/referrals';

/** The platform operator sets each brand's referral programme in each country. */
export function ReferralProgrammeSettings() {
  const { t } = useTranslation('referrals');
  const programmes = useReferralProgrammes();
  if (programmes.isPending) return <Skeleton h={160} radius="md" />;
  if (programmes.isError) {
    return (
      <Alert color="red" role="alert">
        {failureText(programmes.error, t('programmes.loadFailed'))}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {programmes.data.map((programme) => (
        <ProgrammeForm key={`${programme.brandId}-${programme.storeId}`} programme={programme} />
      ))}
    </Stack>
  );
}

function ProgrammeForm({ programme }: { programme: ReferralProgrammeDto }) {
  const { t } = useTranslation('referrals');
  const save = useSetReferralProgramme();
  const [promo, setPromo] = useState(programme.welcomePromoName ?? '');
  const [reward, setReward] = useState(toMajorString(programme.referrerReward, programme.currencyCode));
  const [active, setActive] = useState(programme.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = t('programmes.row', { brand: programme.brandName, country: programme.storeName });
  const id = `programme-${programme.brandId}-${programme.storeId}`;

  const submit = () => {
    let minor: number;
    try {
      minor = toMinor(reward, programme.currencyCode);
      if (minor < 0) throw new Error('negative');
    } catch {
      setErrors({ referrerReward: t('programmes.badReward') });
      return;
    }
    setErrors({});
    save.mutate(
      {
        brandId: programme.brandId,
        storeId: programme.storeId,
        welcomePromoName: promo.trim(),
        referrerReward: minor,
        active,
      },
      {
        onSuccess: (saved) => {
          setPromo(saved.welcomePromoName ?? '');
          notifications.show({
            color: 'green',
            title: t('programmes.saved'),
            message: t('programmes.savedText', { brand: saved.brandName, country: saved.storeName }),
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
          notifications.show({
            color: 'red',
            title: t('programmes.failed'),
            message: failureText(error, t('programmes.failed')),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h5" id={id}>
            {title}
          </Title>
          <Group align="flex-start" grow wrap="wrap">
            <TextInput
              label={t('programmes.promo')}
              description={t('programmes.promoHint')}
              value={promo}
              onChange={(event) => setPromo(event.currentTarget.value)}
              error={errors.welcomePromoName}
              autoComplete="off"
            />
            <TextInput
              label={t('programmes.reward', { currency: programme.currencyCode })}
              value={reward}
              onChange={(event) => setReward(event.currentTarget.value)}
              error={errors.referrerReward}
              inputMode="decimal"
              dir="ltr"
            />
          </Group>
          <Group justify="space-between">
            <Switch
              label={t('programmes.active')}
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
            <Button type="submit" loading={save.isPending}>
              {t('programmes.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
