export { OwnPtSetups } from './components/OwnPtSetups';
export { PtExceptionsModal } from './components/PtExceptionsModal';
export { PtTrainerList } from './components/PtTrainerList';
export { PtTrainerModal } from './components/PtTrainerModal';
