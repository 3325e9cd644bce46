import { PageMeta } from '../../components/PageMeta';
import { AboutContent } from '../../features/static';
import { useBrand } from '../../lib/brand';

export default function AboutPage() {
  const brand = useBrand();
  return (
    <>
      <PageMeta
        title="About us"
        description={`${brand.name} helps you find and book fitness classes, personal training and gym memberships across the Gulf.`}
      />
      <AboutContent />
    </>
  );
}
