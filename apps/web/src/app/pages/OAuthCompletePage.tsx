import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { OAuthCompletion } from '../../features/auth';

export default function OAuthCompletePage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageMeta title={t('oauth.pageTitle')} description={t('oauth.pageDescription')} />
      <OAuthCompletion />
    </>
  );
}
