import { FavouriteTrainerList } from '../../features/trainers';
import { useTranslation } from '../../lib/i18n';
import { MyClassesLayout } from './MyClassesLayout';

export default function FavouriteTrainersPage() {
  const { t } = useTranslation('trainers');
  return (
    <MyClassesLayout
      title={t('favourites.title')}
      description={t('favourites.description')}
      intro={t('favourites.intro')}
    >
      <FavouriteTrainerList />
    </MyClassesLayout>
  );
}
