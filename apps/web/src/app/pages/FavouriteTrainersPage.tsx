import { FavouriteTrainerList } from '../../features/trainers';
import { MyClassesLayout } from './MyClassesLayout';

export default function FavouriteTrainersPage() {
  return (
    <MyClassesLayout
      title="Favourite trainers"
      description="The trainers you follow."
      intro="The trainers you follow. Open one to see their upcoming classes."
    >
      <FavouriteTrainerList />
    </MyClassesLayout>
  );
}
