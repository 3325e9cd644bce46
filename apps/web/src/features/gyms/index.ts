export { GymCard } from './components/GymCard';
export { GymDirectory } from './components/GymDirectory';
export { GymProfile } from './components/GymProfile';
