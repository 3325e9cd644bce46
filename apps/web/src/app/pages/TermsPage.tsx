import { PageMeta } from '../../components/PageMeta';
import { LegalDocument } from '../../features/static';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

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
