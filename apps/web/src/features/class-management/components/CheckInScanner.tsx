import { formatCheckInCode, normaliseCheckInCode } from '@kinetic/domain';
import { Alert, Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, failureText } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCheckInByCode } from '../api/participants';
import { createFrameReader } from '../model/qr-frames';

/** How often a camera frame is read: often enough to feel instant, seldom enough for a phone's CPU. */
const READ_EVERY_MS = 250;

type Camera = 'starting' | 'on' | 'off';
type Outcome = { ok: boolean; text: string };

/**
 * Check-in by code at the door: the camera reads the member's QR code, or the desk types
 * the code from their booking when there is no camera, it is refused, or the code will not scan. Each
 * code goes to the server, which checks it belongs to this session and has not been used.
 * Loaded on demand (ParticipantsDrawer), with its decoder.
 */
export default function CheckInScanner({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const { t } = useTranslation('classManagement');
  const checkIn = useCheckInByCode(sessionId);
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A held-up code stays in view: the camera sends each code once (typing it sends it again).
  const lastScanned = useRef<string | null>(null);
  const sending = useRef(false);

  const send = (raw: string, fromCamera: boolean) => {
    const code = normaliseCheckInCode(raw);
    if (!code || sending.current || (fromCamera && code === lastScanned.current)) return;
    if (fromCamera) lastScanned.current = code;
    sending.current = true;
    checkIn.mutate(code, {
      onSuccess: (result) => {
        setOutcome({ ok: true, text: t('scan.checkedIn', { name: result.participant.name }) });
        setTyped('');
      },
      onError: (error) => setOutcome({ ok: false, text: refusalText(error) }),
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  /** The server's words, except a used code's time, which reads in this screen's clock and digits. */
  const refusalText = (error: Error) => {
    const used = error instanceof ApiError && error.code === 'ALREADY_CHECKED_IN' ? error.data : null;
    if (used && typeof used === 'object' && 'name' in used && 'time' in used) {
      const { name, time } = used as { name: string; time: string };
      return t('scan.alreadyUsed', { name, time: formatTime(time) });
    }
    return failureText(error, t('scan.failed'));
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera here');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return stop();
        const element = video.current!;
        element.srcObject = stream;
        await element.play().catch(() => undefined);
        setCamera('on');
        const read = await createFrameReader();
        const tick = async () => {
          if (stopped) return;
          if (!sending.current && element.readyState >= element.HAVE_CURRENT_DATA) {
            const text = await read(element).catch(() => null);
            if (text && !stopped) sendRef.current(text, true);
          }
          timer = setTimeout(tick, READ_EVERY_MS);
        };
        void tick();
      } catch {
        // No camera, no permission, or none of this page's business (an insecure origin): type instead.
        if (!stopped) setCamera('off');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, []);

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="check-in-scanner-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id="check-in-scanner-title">
            {t('scan.title')}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('scan.close')} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('scan.hint')}
        </Text>
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scan.camera')}
          data-testid="scanner-video"
          style={{
            display: camera === 'off' ? 'none' : 'block',
            width: '100%',
            maxHeight: 260,
            objectFit: 'cover',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-dark-7)',
          }}
        />
        {camera === 'starting' && (
          <Text size="sm" c="dimmed">
            {t('scan.cameraStarting')}
          </Text>
        )}
        {camera === 'off' && (
          <Alert color="gray" variant="light" icon={<IconCameraOff size={18} />} data-testid="camera-off">
            {t('scan.cameraOff')}
          </Alert>
        )}
        <Group
          component="form"
          align="flex-end"
          gap="xs"
          wrap="nowrap"
          onSubmit={(event) => {
            event.preventDefault();
            send(typed, false);
          }}
        >
          <TextInput
            label={t('scan.code')}
            // A code's shape, the same in every language.
            placeholder={formatCheckInCode('ABCDEFGHJKLM')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={() => typed.trim() && setTyped(formatCheckInCode(normaliseCheckInCode(typed)))}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            dir="ltr"
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={checkIn.isPending} disabled={!typed.trim()}>
            {t('scan.submit')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} variant="light" data-testid="scan-outcome">
              {outcome.text}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
