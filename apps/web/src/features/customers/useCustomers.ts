import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  CustomerCreateInput,
  CustomerUpdateInput,
  LookupMap,
  Paged,
  TravelListItem,
} from '@rumo/core';
import { api } from '../../api/client.ts';

/** Every query of this area starts with it; the trips autocomplete shares the prefix. */
export const customersKey = ['customers'] as const;

/** A customer as the API answers it (instants as ISO strings on the wire). */
export type CustomerRow = Omit<Customer, 'created_at' | 'next_trip'> & {
  created_at: string;
  next_trip: { id: number; name: string; going: string; back: string } | null;
};

export type CustomerSortColumn = 'first_name' | 'email' | 'phone' | 'created_at';

export interface CustomerListParams {
  limit: number;
  offset: number;
  search: string;
  sortBy: CustomerSortColumn | null;
  sortOrder: 'asc' | 'desc';
}

/** GET /customers/all: one page; the previous page stays on screen while the next loads. */
export function useCustomerList(params: CustomerListParams) {
  return useQuery({
    queryKey: [...customersKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paged<CustomerRow>>('/customers/all', {
        signal,
        query: {
          limit: params.limit,
          offset: params.offset,
          search: params.search.trim(),
          sortBy: params.sortBy ?? undefined,
          sortOrder: params.sortBy ? params.sortOrder : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /customers/{id} */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: [...customersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<CustomerRow>(`/customers/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customersKey });
}

/** POST /customers/ */
export function useCreateCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (payload: CustomerCreateInput) => api.post<CustomerRow>('/customers/', payload),
    onSuccess: invalidate,
  });
}

/** PUT /customers/: the answer replaces the cached profile at once. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CustomerUpdateInput) => api.put<CustomerRow>('/customers/', payload),
    onSuccess: (customer) => {
      queryClient.setQueryData([...customersKey, 'detail', customer.id], customer);
      void queryClient.invalidateQueries({ queryKey: customersKey });
    },
  });
}

/** DELETE /customers/{id}: with the customer's dependents, documents and trips. */
export function useDeleteCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/customers/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /customers/delete-bulk {customers}: answers how many went. */
export function useBulkDeleteCustomers() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ deleted: number }>('/customers/delete-bulk', { customers: ids }),
    onSuccess: invalidate,
  });
}

/** GET /travels/?customer_id=: the customer's trips, latest departure first. */
export function useCustomerTravels(customerId: number) {
  return useQuery({
    queryKey: [...customersKey, 'travels', customerId],
    queryFn: ({ signal }) =>
      api.get<Paged<Omit<TravelListItem, 'going' | 'back'> & { going: string; back: string }>>('/travels', {
        signal,
        query: { customer_id: customerId, limit: 100, sortBy: 'going', sortOrder: 'desc' },
      }),
  });
}

/** GET /utils/degree-options: the 15 relationship degrees, id -> localised name. */
export function useDegreeOptions() {
  return useQuery({
    queryKey: ['utils', 'degree-options'],
    queryFn: ({ signal }) => api.get<LookupMap>('/utils/degree-options', { signal }),
    staleTime: Infinity,
  });
}
