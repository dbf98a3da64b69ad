import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

// The countries (i18n-iso-countries) and the postcode table (~140 kB) are loaded on first use of the
// form, not in the first load of the app.
export function useCountries() {
  return useQuery({
    queryKey: queryKeys.reference.countries(),
    queryFn: async () => (await import('@mvm/domain/reference/countries')).countriesNl(),
    staleTime: Infinity,
  });
}

export function usePostcodeTable() {
  return useQuery({
    queryKey: queryKeys.reference.postcodes(),
    queryFn: async () => (await import('@mvm/domain/postcodes/table')).POSTCODES_BE,
    staleTime: Infinity,
  });
}
