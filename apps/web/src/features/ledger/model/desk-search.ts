import type { SearchType } from '../../../components/search-box/search-box';

/** spec 1 §2: the type select of the desk search screens. */
export type DeskSearchType = SearchType;
