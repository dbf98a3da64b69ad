import { useQuery } from '@tanstack/react-query';

// The countries (i18n-iso-countries) and the postcode table (~140 kB) are loaded on first use of the
// form, not in the first load of the app.
export function useCountries() {
  return useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: async () => (await import('@mvm/domain/reference/countries')).countriesNl(),
    staleTime: Infinity,
  });
}

export function usePostcodeTable() {
  return useQuery({
    queryKey: ['reference', 'postcodes'],
    queryFn: async () => (await import('@mvm/domain/postcodes/table')).POSTCODES_BE,
    staleTime: Infinity,
  });
}
