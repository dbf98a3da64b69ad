export { DeskSearchPage } from './components/desk-search-page';
export { GoederenTab } from './components/goederen-tab';
export type { Ontvanger } from './model/ledger-choices';
export { MateriaalDetails } from './components/materiaal-details';
export { VoedingDetails } from './components/voeding-details';
export { ZeephuisjeDetails } from './components/zeephuisje-details';
