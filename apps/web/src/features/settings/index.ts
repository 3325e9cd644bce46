export { SettingsSections } from './components/SettingsSections';
