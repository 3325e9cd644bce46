import { useParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { LiveClass } from '../../features/live-video';
import { useTranslation } from '../../lib/i18n';
import NotFoundPage from './NotFoundPage';

/** `/live/:sessionId`: a live video class, for its trainer and booked customers. */
export default function LiveClassPage() {
  const { t } = useTranslation('liveVideo');
  const sessionId = Number(useParams().sessionId);
  if (!Number.isInteger(sessionId) || sessionId <= 0) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={t('title')} description={t('pageDescription')} />
      <LiveClass sessionId={sessionId} />
    </>
  );
}
