export { FavouriteTrainerList } from './components/FavouriteTrainerList';
export { TrainerCard } from './components/TrainerCard';
export { TrainerDirectory } from './components/TrainerDirectory';
export { TrainerProfile } from './components/TrainerProfile';
