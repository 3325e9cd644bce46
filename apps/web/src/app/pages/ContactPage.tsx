import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/PageMeta';
import { ContactContent } from '../../features/static';
import { useBrand } from '../../lib/brand';

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
