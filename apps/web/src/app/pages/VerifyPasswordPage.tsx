import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { ResetPasswordCard } from '../../features/auth';

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
