import { PageMeta } from '../../components/PageMeta';
import { LegalDocument } from '../../features/static';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

export default function PrivacyPage() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  return (
    <>
      <PageMeta title={t('privacy.title')} description={t('privacy.description', { brand: brand.name })} />
      <LegalDocument kind="privacy" />
    </>
  );
}
