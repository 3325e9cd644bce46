// Mantine's styles beyond the first page's: this loads on demand (lib/mantine-styles).
import '../../lib/mantine-styles/rest';
import { TIMERS } from '@kinetic/domain';
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CONFIRM_BEHAVIOUR } from './confirm-codes';
import { closeConfirm, useConfirmRequest } from './confirm-store';

export interface ConfirmNavigation {
  navigate: (path: string) => void;
  partnerUrl: string;
}

/** The common confirm popup: message, optional kid radio list, OK and cancel, 'do not show again' on 409. */
export default function ConfirmPopup({ navigate, partnerUrl }: ConfirmNavigation) {
  const request = useConfirmRequest();
  const { t } = useTranslation();
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
  // The SPEC's texts in the reader's language; a caller's own title or message is already translated.
  const texts: { title: string; message?: string } = t(`confirm.texts.${behaviour.texts}`, {
    returnObjects: true,
  });

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
      title={request.title ?? texts.title}
      centered
      withCloseButton={behaviour.cancellable}
      closeOnClickOutside={behaviour.cancellable}
      zIndex={3000}
    >
      <Stack>
        <Text className="confirm-message">{request.message ?? texts.message}</Text>
        {kids.length > 0 && (
          <Radio.Group
            value={kidId}
            onChange={setKidId}
            label={t('confirm.selectKid')}
            error={kidError ? t('confirm.kidRequired') : null}
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
            label={t('confirm.dontShowAgain')}
            checked={dontShowAgain}
            onChange={(event) => setDontShowAgain(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          {behaviour.cancellable && (
            <Button variant="default" onClick={() => closeConfirm({ confirmed: false })}>
              {t('confirm.cancel')}
            </Button>
          )}
          <Button onClick={onOk}>{t(`confirm.ok.${behaviour.ok}`)}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
