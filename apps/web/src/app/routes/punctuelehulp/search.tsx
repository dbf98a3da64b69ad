import { PunctueleSearch } from '../../../features/punctuelehulp';

export function Component() {
  return <PunctueleSearch />;
}
