export { PtClassList } from './components/PtClassList';
export { PtTrainerBooking } from './components/PtTrainerBooking';
export { PtTrainerList } from './components/PtTrainerList';
