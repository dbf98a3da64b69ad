import { DeskSearchPage } from '../../../features/ledger';

/** spec 1 §2: /voeding/search (voeding-search). */
export function Component() {
  return <DeskSearchPage title="Voeding" detailsPath="/voeding/details" />;
}
