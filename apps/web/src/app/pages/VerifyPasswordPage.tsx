import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { ResetPasswordCard } from '../../features/auth';
import { useTranslation } from '../../lib/i18n';

export default function VerifyPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t('reset.title')} description={t('reset.pageDescription')} />
      <ResetPasswordCard token={params.get('token')} />
    </>
  );
}
