import { useMutation, useQuery } from '@tanstack/react-query';
import type { Locale, SupportContactInput } from '@rumo/core';
import { api } from '../../api/client.ts';
import { loadArticles } from './articles/index.ts';

/** The help articles of the interface language (a chunk of their own, loaded once). */
export function useHelpArticles(locale: Locale) {
  return useQuery({
    queryKey: ['help-articles', locale],
    queryFn: () => loadArticles(locale),
    staleTime: Infinity,
  });
}

/** POST /support/contact: answers {detail} with the confirmation to show. */
export function useSupportContact() {
  return useMutation({
    mutationFn: (body: SupportContactInput) => api.post<{ detail: string }>('/support/contact', body),
  });
}
