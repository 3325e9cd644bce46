import { PageMeta } from '../../components/PageMeta';
import { AboutContent } from '../../features/static';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

export default function AboutPage() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  return (
    <>
      <PageMeta title={t('about.title')} description={t('about.description', { brand: brand.name })} />
      <AboutContent />
    </>
  );
}
