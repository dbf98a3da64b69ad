export { PrivacyPage } from './components/privacy-page';
