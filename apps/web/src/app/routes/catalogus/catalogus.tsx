import { CatalogusPage } from '../../../features/catalogus/components/catalogus-page';

export function Component() {
  return <CatalogusPage />;
}
