import { changeMobileSchema, MSG } from '@kinetic/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhone } from '@tabler/icons-react';
import { zodResolver } from '../../../lib/zod-form';
import { useChangeMobile } from '../../users';
import { useServerFeedback } from '../hooks/use-server-feedback';
import { FormOutcome } from './FormOutcome';

export function ChangePhoneForm({ userId, mobile }: { userId: number; mobile: string | null }) {
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
      onSuccess: ({ message }) => outcome.succeeded(message || MSG.phoneUpdated),
      onError: (error) => outcome.failed(error, form, () => 'mobile'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change phone">
      <Stack gap="sm">
        <TextInput
          label="Mobile number"
          description="Digits only, 8 to 16"
          inputMode="numeric"
          withAsterisk
          autoComplete="tel"
          leftSection={<IconPhone size={16} />}
          {...form.getInputProps('mobile')}
        />
        <FormOutcome success={outcome.success} error={outcome.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={unchanged}>
            Update phone
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
