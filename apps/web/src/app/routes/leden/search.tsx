import { LedenSearchPage } from '../../../features/leden/components/leden-search-page';

export function Component() {
  return <LedenSearchPage />;
}
