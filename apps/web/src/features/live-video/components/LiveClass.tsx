import { type LiveGrantDto, VIDEO_MOBILE_WEB_MESSAGE } from '@kinetic/domain';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { domainText } from '../../../lib/i18n/domain-text';
import { useMaxWidth } from '../../../lib/screen';
import { useLiveGrant } from '../api/live';
import { useAgoraHost, useAgoraViewer } from '../hooks/useAgora';
import { useHostStream } from '../hooks/useHostStream';
import { useViewerStream } from '../hooks/useViewerStream';
import { VideoView } from './VideoView';

/**
 * The live class: the trainer starts their camera and sees who watches; a booked customer
 * waits until the trainer is streaming, then watches. Others read why they cannot join. Phones are
 * told to use the desktop site or the app (SPEC 1).
 */
export function LiveClass({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('liveVideo');
  const isPhone = useMaxWidth('47.99em');
  const grant = useLiveGrant(sessionId);
  if (isPhone) {
    return (
      <Alert color="yellow" title={t('title')} data-testid="live-mobile-note">
        {domainText(VIDEO_MOBILE_WEB_MESSAGE)}
      </Alert>
    );
  }
  if (grant.isPending) return <Loader aria-label={t('loading')} />;
  if (grant.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <Alert color="red" title={t('refused')} role="alert" data-testid="live-refusal">
          {grant.error.message}
        </Alert>
        <Button component={Link} to="/upcoming" variant="default">
          {t('back')}
        </Button>
      </Stack>
    );
  }
  const seat = grant.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{seat.title}</Title>
        <Text c="dimmed">{t(seat.role === 'HOST' ? 'hostIntro' : 'viewerIntro')}</Text>
      </Stack>
      {seat.provider === 'agora' ? (
        seat.role === 'HOST' ? (
          <AgoraHostView seat={seat} />
        ) : (
          <AgoraViewerView seat={seat} />
        )
      ) : seat.role === 'HOST' ? (
        <LocalHostView seat={seat} />
      ) : (
        <LocalViewerView seat={seat} />
      )}
    </Stack>
  );
}

// One component per provider, so each calls its own hooks unconditionally.
const LocalHostView = ({ seat }: { seat: LiveGrantDto }) => (
  <HostView seat={seat} host={useHostStream(seat.sessionId)} />
);
const AgoraHostView = ({ seat }: { seat: LiveGrantDto }) => (
  <HostView seat={seat} host={useAgoraHost(seat)} />
);
const LocalViewerView = ({ seat }: { seat: LiveGrantDto }) => (
  <ViewerView remote={useViewerStream(seat.sessionId, true)} failed={false} />
);
function AgoraViewerView({ seat }: { seat: LiveGrantDto }) {
  const { remote, failed } = useAgoraViewer(seat);
  return <ViewerView remote={remote} failed={failed} />;
}

function HostView({ seat, host }: { seat: LiveGrantDto; host: ReturnType<typeof useHostStream> }) {
  const { t } = useTranslation('liveVideo');
  if (host.state !== 'live' || !host.media) {
    return (
      <Stack gap="sm" align="flex-start">
        {(host.state === 'camera-error' || host.state === 'connection-error') && (
          <Alert color="red" role="alert">
            {t(host.state === 'camera-error' ? 'cameraError' : 'connectionError')}
          </Alert>
        )}
        <Button
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          loading={host.state === 'starting'}
          onClick={() => void host.start()}
        >
          {t('start')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Badge color="red.9" leftSection={<IconVideo size={14} aria-hidden />}>
          {t('onAir')}
        </Badge>
        <Text role="status" aria-live="polite" data-testid="live-participants">
          {t('watching', {
            watching: formatNumber(host.watching),
            booked: formatNumber(seat.participants ?? 0),
          })}
        </Text>
      </Group>
      <VideoView stream={host.media} label={t('preview')} muted testId="live-preview" />
      <Button color="red.9" variant="filled" onClick={host.leave} style={{ alignSelf: 'flex-start' }}>
        {t('end')}
      </Button>
    </Stack>
  );
}

function ViewerView({ remote, failed }: { remote: MediaStream | null; failed: boolean }) {
  const { t } = useTranslation('liveVideo');
  return (
    <Stack gap="sm">
      {failed ? (
        <Alert color="red" role="alert" data-testid="live-connection-error">
          {t('connectionError')}
        </Alert>
      ) : remote ? (
        <VideoView stream={remote} label={t('trainerVideo')} muted={false} testId="live-video" />
      ) : (
        <Alert color="blue" role="status" data-testid="live-waiting">
          {t('waiting')}
        </Alert>
      )}
      <Button component={Link} to="/upcoming" variant="default" style={{ alignSelf: 'flex-start' }}>
        {t('leave')}
      </Button>
    </Stack>
  );
}
