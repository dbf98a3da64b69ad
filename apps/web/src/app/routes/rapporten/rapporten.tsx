import { RapportPage } from '../../../features/rapporten/components/rapport-page';

export function Component() {
  return <RapportPage />;
}
