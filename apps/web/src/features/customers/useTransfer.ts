import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerExportFormat, CustomerImportResult } from '@rumo/core';
import { downloadFile } from '../../components/downloadFile.ts';
import { uploadWithProgress } from '../../components/uploadWithProgress.ts';
import { customersKey } from './useCustomers.ts';

const TYPE_BY_EXTENSION: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** A field name nobody else uses, as the import call expects (spec 7). */
const randomName = () => `file-${crypto.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

/**
 * POST /agencies/accounts/import: the sheet as multipart under a random field name with its type
 * (the extension's when the browser gives none), with upload progress.
 */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      const typed = file.type
        ? file
        : new File([file], file.name, { type: TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream' });
      const form = new FormData();
      form.append(randomName(), typed, file.name);
      try {
        return await uploadWithProgress<CustomerImportResult>('/agencies/accounts/import', form, {
          onProgress: setProgress,
        });
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (result) => {
      if (result.created > 0) void queryClient.invalidateQueries({ queryKey: customersKey });
    },
  });
  return { ...mutation, progress };
}

/** GET /customers/export?format=&search=: downloaded with the bearer token; answers the file name. */
export function useExportCustomers() {
  return useMutation({
    mutationFn: ({
      format,
      search,
      fallbackName,
    }: {
      format: CustomerExportFormat;
      search: string;
      fallbackName: string;
    }) => downloadFile('/customers/export', { format, search: search.trim() }, `${fallbackName}.${format}`),
  });
}
