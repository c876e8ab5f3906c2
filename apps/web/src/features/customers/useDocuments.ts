import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerDocument, DocumentCreateInput, DocumentUpdateInput } from '@rumo/core';
import { api } from '../../api/client.ts';
import { uploadWithProgress } from '../../components/uploadWithProgress.ts';
import { customersKey } from './useCustomers.ts';

export type DocumentRow = Omit<CustomerDocument, 'created_at' | 'next_trip'> & {
  created_at: string;
  next_trip: { id: number; name: string; going: string; back: string } | null;
};

const documentsKey = (customerId: number) => [...customersKey, 'documents', customerId] as const;

/** GET /customers/documents/shared/{id}: the customer's documents, then the dependents'. */
export function useDocuments(customerId: number) {
  return useQuery({
    queryKey: documentsKey(customerId),
    queryFn: ({ signal }) => api.get<DocumentRow[]>(`/customers/documents/shared/${customerId}`, { signal }),
  });
}

export interface DocumentSave {
  /** The document to change; a new one without it. */
  id?: number;
  /** The text fields (file left out: the new file goes apart). */
  fields: Omit<DocumentCreateInput, 'file'> | Omit<DocumentUpdateInput, 'file'>;
  /** A new file (sent as multipart), null to remove the stored one, undefined to keep it. */
  file?: File | null;
}

/**
 * POST /customers/documents or PUT /customers/documents/{id}. A new file goes as multipart (the
 * text fields as JSON in "data", the file under "file") with upload progress; otherwise JSON.
 */
export function useSaveDocument(customerId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ id, fields, file }: DocumentSave) => {
      const path = id ? `/customers/documents/${id}` : '/customers/documents';
      const method = id ? 'PUT' : 'POST';
      if (file instanceof File) {
        const form = new FormData();
        form.append('data', JSON.stringify(fields));
        form.append('file', file, file.name);
        try {
          return await uploadWithProgress<DocumentRow>(path, form, { method, onProgress: setProgress });
        } finally {
          setProgress(null);
        }
      }
      const body = file === null ? { ...fields, file: null } : fields;
      return id ? api.put<DocumentRow>(path, body) : api.post<DocumentRow>(path, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(customerId) }),
  });
  return { ...mutation, progress };
}

/** DELETE /customers/documents/{id} */
export function useDeleteDocument(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/customers/documents/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(customerId) }),
  });
}
