import { DeskSearchPage } from '../../../features/ledger';

/** spec 1 §2: /materiaal/search (materiaal-search). */
export function Component() {
  return <DeskSearchPage title="Materiaal" detailsPath="/materiaal/details" />;
}
