import { MSG } from '@kinetic/domain';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useGuestJoin, useMessageParticipants } from '../api/participants';
import { CLASS_TEXT } from '../model/texts';

const MESSAGE_MAX = 500;
const NAME_MAX = 250;

function useFailure() {
  const { t } = useTranslation('classManagement');
  return (error: Error) =>
    error instanceof ApiError &&
    error.status < 500 &&
    error.status !== 0 &&
    notifications.show({ color: 'red', title: t('tools.failed'), message: error.message });
}

/** Gyms add a walk-in by name; the guest takes a seat like any booking. */
export function GuestJoinForm({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('classManagement');
  const failure = useFailure();
  const join = useGuestJoin(sessionId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Group
      component="form"
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setError(domainText(MSG.required));
          return;
        }
        join.mutate(name.trim(), {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: t('tools.guestAdded'),
              message: t('tools.guestAddedMessage', { name: name.trim() }),
            });
            setName('');
          },
          onError: failure,
        });
      }}
    >
      <TextInput
        label={t('tools.guestName')}
        placeholder={t('tools.guestPlaceholder')}
        maxLength={NAME_MAX}
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        style={{ flex: 1 }}
      />
      <Button type="submit" mt={25} leftSection={<IconUserPlus size={16} />} loading={join.isPending}>
        {t('tools.addGuest')}
      </Button>
    </Group>
  );
}

/** A support message to everyone booked (a notification each). */
export function MessageParticipantsForm({ sessionId, disabled }: { sessionId: number; disabled: boolean }) {
  const { t } = useTranslation('classManagement');
  const failure = useFailure();
  const send = useMessageParticipants(sessionId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (!message.trim()) {
          setError(domainText(MSG.required));
          return;
        }
        send.mutate(message.trim(), {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: t('tools.sent'),
              message: domainText(CLASS_TEXT.messageSent),
            });
            setMessage('');
          },
          onError: failure,
        });
      }}
    >
      <Textarea
        label={t('tools.message')}
        description={disabled ? t('tools.nobodyBooked') : t('tools.messageHelp')}
        maxLength={MESSAGE_MAX}
        autosize
        minRows={2}
        value={message}
        error={error}
        disabled={disabled}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          setError(null);
        }}
      />
      <Button
        type="submit"
        variant="light"
        leftSection={<IconSend size={16} />}
        w="fit-content"
        disabled={disabled}
        loading={send.isPending}
      >
        {t('tools.send')}
      </Button>
    </Stack>
  );
}
