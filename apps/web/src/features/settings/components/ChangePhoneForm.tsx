import { changeMobileSchema, LIMITS, MSG } from '@kinetic/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhone } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { phoneInputProps } from '../../../lib/phone-input';
import { zodResolver } from '../../../lib/zod-form';
import { useChangeMobile } from '../../users';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

export function ChangePhoneForm({ userId, mobile }: { userId: number; mobile: string | null }) {
  const { t } = useTranslation('settings');
  const change = useChangeMobile(userId);
  const outcome = useServerFeedback();
  const form = useForm({
    initialValues: { mobile: mobile ?? '' },
    onValuesChange: () => outcome.clear(),
    validate: zodResolver(changeMobileSchema),
  });
  const unchanged = form.values.mobile.trim() === (mobile ?? '');

  const submit = form.onSubmit((values) =>
    change.mutate(values.mobile.trim(), {
      onSuccess: ({ message }) => outcome.succeeded(message || domainText(MSG.phoneUpdated)),
      onError: (error) => outcome.failed(error, form, () => 'mobile'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('phone.form')}>
      <Stack gap="sm">
        <TextInput
          label={t('phone.mobile')}
          description={t('phone.description', {
            min: formatNumber(LIMITS.phoneMin),
            max: formatNumber(LIMITS.phoneMax),
          })}
          inputMode="numeric"
          withAsterisk
          autoComplete="tel"
          leftSection={<IconPhone size={16} />}
          {...phoneInputProps(form.getInputProps('mobile'))}
        />
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={unchanged}>
            {t('phone.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
