import { useSearchParams } from 'react-router';
import { positiveInt, writeQueryValue } from '../../../components/member-search/url-query';
import type { DeskSearchParams } from '../api/desk-search';

/**
 * The desk search's text, type and page live in the URL, so 'Terug' from a household returns to the same
 * list with its text selected (the next scan replaces it).
 */
export function useDeskSearchParams() {
  const [urlParams, setUrlParams] = useSearchParams();
  const params: DeskSearchParams = {
    search: urlParams.get('q') ?? '',
    type: urlParams.get('type') === 'naam' ? 'Op naam zoeken' : 'Leden',
    page: positiveInt(urlParams.get('page'), 1),
  };

  const update = (next: Partial<DeskSearchParams>) =>
    setUrlParams((prev) => {
      const url = new URLSearchParams(prev);
      const merged = { ...params, ...next };
      writeQueryValue(url, 'q', merged.search, '');
      writeQueryValue(url, 'type', merged.type === 'Op naam zoeken' ? 'naam' : '', '');
      writeQueryValue(url, 'page', merged.page, 1);
      return url;
    });

  return { params, update };
}
