import { EvenementenSearchPage } from '../../../features/evenementen/components/evenementen-search-page';

export function Component() {
  return <EvenementenSearchPage />;
}
