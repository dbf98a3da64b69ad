import { OnthaalPage } from '../../../features/onthaal/components/onthaal-page';

export function Component() {
  return <OnthaalPage />;
}
