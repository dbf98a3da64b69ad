import { MarktenBeheerPage } from '../../../features/markten/components/markten-beheer-page';

export function Component() {
  return <MarktenBeheerPage />;
}
