import { WishList } from '../../features/schedule';
import { useTranslation } from '../../lib/i18n';
import { MyClassesLayout } from './MyClassesLayout';

export default function WishlistPage() {
  const { t } = useTranslation('schedule');
  return (
    <MyClassesLayout
      title={t('pages.wishlist.title')}
      description={t('pages.wishlist.description')}
      intro={t('pages.wishlist.intro')}
    >
      <WishList />
    </MyClassesLayout>
  );
}
