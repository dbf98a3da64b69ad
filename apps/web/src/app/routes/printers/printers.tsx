import { PrintersPage } from '../../../features/printers/components/printers-page';

export function Component() {
  return <PrintersPage />;
}
