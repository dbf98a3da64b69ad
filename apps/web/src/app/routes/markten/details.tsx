import { MarktEditPage } from '../../../features/markten/components/markt-edit-page';

export function Component() {
  return <MarktEditPage />;
}
