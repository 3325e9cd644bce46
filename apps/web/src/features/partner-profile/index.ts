export { useOwnProfile } from './api/profile';
export { GymProfileForm } from './components/GymProfileForm';
export { OwnProfileView } from './components/OwnProfileView';
export { PicturesSection } from './components/PicturesSection';
export { TrainerProfileForm } from './components/TrainerProfileForm';
