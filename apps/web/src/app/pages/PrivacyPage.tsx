import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { LegalDocument } from '../../features/static';
import { useBrand } from '../../lib/brand';

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
