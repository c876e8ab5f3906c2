import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type CustomerSummary,
  type PlacePrediction,
} from '@rumo/core';
import { api } from '../../api/client.ts';

/** GET /customers/?query=: searched 300 ms after the last keystroke, never for empty text (spec 5). */
export function useCustomerSearch(text: string) {
  const [query] = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['customers', 'autocomplete', query],
    queryFn: ({ signal }) => api.get<CustomerSummary[]>('/customers/', { signal, query: { query } }),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
  return { ...result, settled: query === text.trim() };
}

/** POST /utils/search-autocomplete {query, types: 'cities'}, 200 ms after the last keystroke. */
export function useCitySearch(text: string) {
  const [query] = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['places', 'cities', query],
    queryFn: ({ signal }) =>
      api.post<PlacePrediction[]>('/utils/search-autocomplete', { query, types: 'cities' }, { signal }),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { ...result, settled: query === text.trim() };
}
