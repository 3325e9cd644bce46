import { PageMeta } from '../../components/PageMeta';
import { OAuthCompletion } from '../../features/auth';

export default function OAuthCompletePage() {
  return (
    <>
      <PageMeta title="Signing in" description="Finishing your sign-in with Google or Facebook." />
      <OAuthCompletion />
    </>
  );
}
