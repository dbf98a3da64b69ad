import { GebruikersPage } from '../../../features/gebruikers';

export function Component() {
  return <GebruikersPage />;
}
