import { PageMeta } from '../../components/PageMeta';
import { ContactContent } from '../../features/static';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

export default function ContactPage() {
  const brand = useBrand();
  const { t } = useTranslation('staticPages');
  return (
    <>
      <PageMeta title={t('contact.title')} description={t('contact.description', { brand: brand.name })} />
      <ContactContent />
    </>
  );
}
