import { SinterklaasPage } from '../../../features/evenementen/components/sinterklaas-page';

export function Component() {
  return <SinterklaasPage />;
}
