import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { LegalDocument } from '../../features/static';
import { useBrand } from '../../lib/brand';

export default function TermsPage() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  return (
    <>
      <PageMeta title={t('terms.title')} description={t('terms.description', { brand: brand.name })} />
      <LegalDocument kind="terms" />
    </>
  );
}
