import { useQuery } from '@tanstack/react-query';
import { objectsQueryOptions, type DeskArea } from '../api/ledger-api';
import { sectionKey } from '../components/category-section';
import { categoriesOf } from '../model/catalogue';

/** The desks whose ledger has one section per category: material and the soap house. */
export type CategoryDesk = Exclude<DeskArea, 'voeding'>;

export type DeskCatalogue = ReturnType<typeof useDeskCatalogue>;

/** A category desk's items, its categories in their order (spec 1 §3), and the category of a ledger section. */
export function useDeskCatalogue(area: CategoryDesk) {
  const query = useQuery(objectsQueryOptions(area));
  const objects = query.data ?? [];
  const categories = categoriesOf(objects);
  return {
    area,
    objects,
    /** The catalogue came (and may be empty). */
    loaded: query.isSuccess,
    categories,
    categorieOf: (section: string) => categories.find((c) => sectionKey(c) === section),
  };
}
