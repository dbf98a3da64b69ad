import { DeskSearchPage } from '../../../features/ledger';

/** spec 1 §2: /zeephuisje/search (zeephuisje-search). */
export function Component() {
  return <DeskSearchPage title="Zeephuisje" detailsPath="/zeephuisje/details" />;
}
