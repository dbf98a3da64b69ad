import { PunctueleSearch } from '../../../features/punctuele';

export function Component() {
  return <PunctueleSearch />;
}
