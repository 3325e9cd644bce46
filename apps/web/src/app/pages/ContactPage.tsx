import { PageMeta } from '../../components/PageMeta';
import { ContactContent } from '../../features/static';
import { useBrand } from '../../lib/brand';

export default function ContactPage() {
  const brand = useBrand();
  return (
    <>
      <PageMeta
        title="Contact us"
        description={`Get in touch with the ${brand.name} team by e-mail or feedback form.`}
      />
      <ContactContent />
    </>
  );
}
