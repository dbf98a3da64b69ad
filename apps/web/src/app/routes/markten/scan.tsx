import { MarktScanPage } from '../../../features/markten/components/markt-scan-page';

export function Component() {
  return <MarktScanPage />;
}
