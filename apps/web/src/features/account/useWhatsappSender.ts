import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsappSender, WhatsappSenderUpdateInput } from '@rumo/core';
import { accountInfoKey } from '../../api/account.ts';
import { api } from '../../api/client.ts';

const senderKey = ['account', 'whatsapp'] as const;

/** GET /agencies/accounts/whatsapp (the owner): the agency's WhatsApp sender. */
export function useWhatsappSender() {
  return useQuery({
    queryKey: senderKey,
    queryFn: ({ signal }) => api.get<WhatsappSender>('/agencies/accounts/whatsapp', { signal }),
  });
}

/** PUT /agencies/accounts/whatsapp: checked with Meta by the server; the composer's preview follows the answer. */
export function useSaveWhatsappSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WhatsappSenderUpdateInput) =>
      api.put<WhatsappSender>('/agencies/accounts/whatsapp', payload),
    onSuccess: (sender) => {
      queryClient.setQueryData(senderKey, sender);
      void queryClient.invalidateQueries({ queryKey: accountInfoKey });
    },
  });
}
