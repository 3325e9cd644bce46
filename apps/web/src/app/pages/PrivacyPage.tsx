import { PageMeta } from '../../components/PageMeta';
import { LegalDocument, privacySections } from '../../features/static';
import { useBrand } from '../../lib/brand';

export default function PrivacyPage() {
  const brand = useBrand();
  return (
    <>
      <PageMeta
        title="Privacy policy"
        description={`How ${brand.name} collects, uses and protects your personal data.`}
      />
      <LegalDocument title="Privacy policy" sections={privacySections(brand.name, brand.contactEmail)} />
    </>
  );
}
