export { GymRegistrationForm } from './components/GymRegistrationForm';
export { PartnerPitch } from './components/PartnerPitch';
export { RegistrationLayout } from './components/RegistrationLayout';
export { TrainerRegistrationForm } from './components/TrainerRegistrationForm';
