/** A gym's team: the gym invites trainers; a trainer accepts, declines or leaves. */
export { useAcceptedTrainers } from './api/team';
export { InviteTrainer } from './components/InviteTrainer';
export { MyGymsList } from './components/MyGymsList';
export { TeamList } from './components/TeamList';
