export { PrivacyPage } from './components/privacy-page';
export { DossierToegang } from './components/dossier-toegang';
