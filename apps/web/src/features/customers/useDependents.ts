import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dependent, DependentCreateInput, DependentUpdateInput } from '@rumo/core';
import { api } from '../../api/client.ts';
import { customersKey } from './useCustomers.ts';

export type DependentRow = Omit<Dependent, 'created_at'> & { created_at: string };

const dependentsKey = (customerId: number) => [...customersKey, 'dependents', customerId] as const;

/** GET /customers/dependents/cus/{id} */
export function useDependents(customerId: number) {
  return useQuery({
    queryKey: dependentsKey(customerId),
    queryFn: ({ signal }) => api.get<DependentRow[]>(`/customers/dependents/cus/${customerId}`, { signal }),
  });
}

/** A dependent change also changes the documents' holders and the trips' travellers. */
function useInvalidate(customerId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: customersKey,
      predicate: (query) => query.queryKey.includes(customerId),
    });
}

/** POST /customers/dependents or PUT /customers/dependents (with id). */
export function useSaveDependent(customerId: number) {
  const invalidate = useInvalidate(customerId);
  return useMutation({
    mutationFn: (payload: DependentCreateInput | DependentUpdateInput) =>
      'id' in payload
        ? api.put<DependentRow>('/customers/dependents', payload)
        : api.post<DependentRow>('/customers/dependents', payload),
    onSuccess: invalidate,
  });
}

/** DELETE /customers/dependents/{id} */
export function useDeleteDependent(customerId: number) {
  const invalidate = useInvalidate(customerId);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/customers/dependents/${id}`),
    onSuccess: invalidate,
  });
}
