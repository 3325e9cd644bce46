export { PtClassList } from './components/PtClassList';
