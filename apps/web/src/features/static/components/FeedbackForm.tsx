import { feedbackSchema, MSG } from '@kinetic/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, domainText, useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { zodResolver } from '../../../lib/zod-form';
import { useSendFeedback } from '../api/send-feedback';

const MESSAGE_MAX = 2000;

/** English keeps its plain figures ('0 / 2000'); Arabic reads them in its own digits. */
const figure = (count: number) => (currentLanguage() === 'en' ? String(count) : formatNumber(count));

export function FeedbackForm() {
  const user = useSessionUser();
  const { t } = useTranslation('staticPages');
  const send = useSendFeedback();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? '',
      message: '',
    },
    validate: zodResolver(feedbackSchema),
    onValuesChange: () => setError(null),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: ({ message }) => {
          notifications.show({
            color: 'green',
            title: t('feedback.sent'),
            message: message || domainText(MSG.messageSent),
          });
          form.reset();
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500) return;
          if (Object.keys(failure.fields).length > 0) form.setErrors(failure.fields);
          else setError(failure.message);
        },
      },
    ),
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={submit} noValidate aria-label={t('feedback.form')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('feedback.name')}
              withAsterisk
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('feedback.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Textarea
            label={t('feedback.message')}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            maxLength={MESSAGE_MAX}
            description={`${figure(form.values.message.length)} / ${figure(MESSAGE_MAX)}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('message')}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSend size={16} className="directional-icon" />}
            >
              {t('feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
