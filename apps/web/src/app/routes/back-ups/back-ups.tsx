import { BackUpsPage } from '../../../features/back-ups';

export function Component() {
  return <BackUpsPage />;
}
