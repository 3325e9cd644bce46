import { TIMERS } from '@kinetic/domain';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CONFIRM_BEHAVIOUR } from './confirm-codes';
import { closeConfirm, useConfirmRequest } from './confirm-store';

export interface ConfirmNavigation {
  navigate: (path: string) => void;
  partnerUrl: string;
}

/** The common confirm popup: message, optional kid radio list, OK and cancel, 'do not show again' on 409. */
export function ConfirmPopup({ navigate, partnerUrl }: ConfirmNavigation) {
  const request = useConfirmRequest();
  const [kidId, setKidId] = useState<string | null>(null);
  const [kidError, setKidError] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request resets the form
  useEffect(() => {
    setKidId(null);
    setKidError(false);
    setDontShowAgain(false);
  }, [request]);

  useEffect(() => {
    if (!kidError) return;
    const timer = setTimeout(() => setKidError(false), TIMERS.kidErrorMs);
    return () => clearTimeout(timer);
  }, [kidError]);

  if (!request) return null;
  const behaviour = CONFIRM_BEHAVIOUR[request.code];
  const kids = request.kids ?? [];

  const onOk = () => {
    if (kids.length > 0 && !kidId) {
      setKidError(true);
      return;
    }
    closeConfirm({ confirmed: true, kidId: kidId ? Number(kidId) : undefined, dontShowAgain });
    if (behaviour.action === 'membership') navigate(request.to ?? '/membership');
    if (behaviour.action === 'classes') navigate('/classes');
    if (behaviour.action === 'editProfile') navigate('/editProfile');
    if (behaviour.action === 'partner') window.open(partnerUrl, '_blank', 'noopener');
  };

  return (
    <Modal
      opened
      onClose={() => closeConfirm({ confirmed: false })}
      title={request.title ?? behaviour.title}
      centered
      withCloseButton={behaviour.cancellable}
      closeOnClickOutside={behaviour.cancellable}
      zIndex={3000}
    >
      <Stack>
        <Text>{request.message ?? behaviour.message}</Text>
        {kids.length > 0 && (
          <Radio.Group
            value={kidId}
            onChange={setKidId}
            label="Select a kid"
            error={kidError ? 'Please select a kid.' : null}
          >
            <Stack gap="xs" mt="xs">
              {kids.map((kid) => (
                <Radio key={kid.id} value={String(kid.id)} label={kid.name} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {behaviour.dontShowAgain && (
          <Checkbox
            label="Do not show again"
            checked={dontShowAgain}
            onChange={(event) => setDontShowAgain(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          {behaviour.cancellable && (
            <Button variant="default" onClick={() => closeConfirm({ confirmed: false })}>
              Cancel
            </Button>
          )}
          <Button onClick={onOk}>{behaviour.okLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
