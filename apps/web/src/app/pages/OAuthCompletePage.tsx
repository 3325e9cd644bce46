import { PageMeta } from '../../components/PageMeta';
import { OAuthCompletion } from '../../features/auth';
import { useTranslation } from '../../lib/i18n';

export default function OAuthCompletePage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta title={t('oauth.pageTitle')} description={t('oauth.pageDescription')} />
      <OAuthCompletion />
    </>
  );
}
