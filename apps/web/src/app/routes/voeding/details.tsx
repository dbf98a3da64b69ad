import { NotYetBuilt } from '../../../components/not-yet-built';

// Placeholder until this area's own issue builds the screen.
export function Component() {
  return <NotYetBuilt title="Voeding" backTo="/voeding/search" />;
}
