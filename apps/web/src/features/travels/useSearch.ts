import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type CustomerSummary,
  type PlacePrediction,
  type PlaceSearchType,
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

/**
 * POST /utils/search-autocomplete {query, types}, 200 ms after the last keystroke, for text of at
 * least `minLength` characters; `skip` is a text not to search (the suggestion just chosen).
 */
export function usePlaceSearch(text: string, types: PlaceSearchType, { minLength = 1, skip = null }: { minLength?: number; skip?: string | null } = {}) {
  const [query] = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['places', types, query],
    queryFn: ({ signal }) => api.post<PlacePrediction[]>('/utils/search-autocomplete', { query, types }, { signal }),
    enabled: query.length >= minLength && query !== skip,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { ...result, query, settled: query === text.trim() };
}

/** The trip form's cities. */
export const useCitySearch = (text: string) => usePlaceSearch(text, 'cities');
