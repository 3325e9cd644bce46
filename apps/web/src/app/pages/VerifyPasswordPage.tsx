import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { ResetPasswordCard } from '../../features/auth';

export default function VerifyPasswordPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta
        title="Reset password"
        description="Choose a new password for your account with the link we e-mailed you."
      />
      <ResetPasswordCard token={params.get('token')} />
    </>
  );
}
