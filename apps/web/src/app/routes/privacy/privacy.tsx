import { PrivacyPage } from '../../../features/privacy';

export function Component() {
  return <PrivacyPage />;
}
