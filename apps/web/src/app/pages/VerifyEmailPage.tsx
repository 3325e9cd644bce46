import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { ConfirmEmailChange } from '../../features/settings';
import { useTranslation } from '../../lib/i18n';

export default function VerifyEmailPage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t('verifyEmail.title')} description={t('verifyEmail.pageDescription')} />
      <ConfirmEmailChange token={params.get('token')} />
    </>
  );
}
