export { PtTrainerList } from './components/PtTrainerList';
export { PtTrainerModal } from './components/PtTrainerModal';
