import { PageMeta } from '../../components/PageMeta';
import { LegalDocument, termsSections } from '../../features/static';
import { useBrand } from '../../lib/brand';

export default function TermsPage() {
  const brand = useBrand();
  return (
    <>
      <PageMeta
        title="Terms"
        description={`The terms for booking classes, packages and memberships with ${brand.name}.`}
      />
      <LegalDocument title="Terms and conditions" sections={termsSections(brand.name, brand.contactEmail)} />
    </>
  );
}
