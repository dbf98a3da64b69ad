import { VerlengenPage } from '../../../features/rapporten/components/verlengen-page';

export function Component() {
  return <VerlengenPage />;
}
