export { EditProfileView } from './components/EditProfileView';
export { ProfileView } from './components/ProfileView';
