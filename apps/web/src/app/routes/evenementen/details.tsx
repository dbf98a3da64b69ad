import { InschrijvingPage } from '../../../features/evenementen/components/inschrijving-page';

export function Component() {
  return <InschrijvingPage />;
}
