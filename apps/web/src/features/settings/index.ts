export { ConfirmEmailChange } from './components/ConfirmEmailChange';
export { SettingsSections } from './components/SettingsSections';
