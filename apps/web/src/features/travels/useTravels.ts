import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Paged,
  TravelCreateResponse,
  TravelDetail,
  TravelListItem,
  TravelListQueryInput,
} from '@rumo/core';
import { api } from '../../api/client.ts';

/**
 * The trips of the API as the web reads them. Instants arrive as ISO strings (the zod codecs
 * decode them to Dates on the server side only).
 */
type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type TravelRow = Wire<TravelListItem>;
export type Travel = Wire<TravelDetail>;
export type TrailItem = Travel['trails'][number];

export const travelsKey = ['travels'] as const;

/** 'my' trips are the ones the signed-in user created (spec 6). */
export type TravelScope = 'all' | 'mine';

export interface TravelListParams extends Pick<TravelListQueryInput, 'type' | 'start' | 'end' | 'sortBy' | 'sortOrder'> {
  scope: TravelScope;
  limit: number;
  offset: number;
}

/** GET /travels/all or /travels/all-customer; the previous answer stays while the next loads. */
export function useTravelList(params: TravelListParams) {
  const { scope, ...query } = params;
  return useQuery({
    queryKey: [...travelsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paged<TravelRow>>(scope === 'mine' ? '/travels/all-customer' : '/travels/all', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export const travelKey = (id: number) => [...travelsKey, 'detail', id] as const;

/** GET /travels/{id}: the trip with its itinerary; the server records the access. */
export function useTravel(id: number) {
  return useQuery({
    queryKey: travelKey(id),
    queryFn: ({ signal }) => api.get<Travel>(`/travels/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface TravelPayload {
  name: string;
  customer_id: number;
  going: string;
  back: string;
  screenplay: string[];
}

function useInvalidateTravels() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: travelsKey });
}

/** POST /travels/ → {id, customer_id, name}. */
export function useCreateTravel() {
  const invalidate = useInvalidateTravels();
  return useMutation({
    mutationFn: (payload: TravelPayload) => api.post<TravelCreateResponse>('/travels/', payload),
    onSuccess: invalidate,
  });
}

/** PUT /travels/ with the id and the whole form. */
export function useUpdateTravel() {
  const invalidate = useInvalidateTravels();
  return useMutation({
    mutationFn: (payload: TravelPayload & { id: number }) => api.put<Travel>('/travels/', payload),
    onSuccess: invalidate,
  });
}

/** DELETE /travels/{id}?customer_id= */
export function useDeleteTravel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customerId }: { id: number; customerId: number }) =>
      api.delete<void>(`/travels/${id}`, { query: { customer_id: customerId } }),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: travelKey(id) });
      return queryClient.invalidateQueries({ queryKey: [...travelsKey, 'list'] });
    },
  });
}
