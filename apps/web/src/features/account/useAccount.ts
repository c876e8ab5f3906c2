import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountInfoResponse,
  AgencyUpdateInput,
  ChangePassword,
  SigninResponse,
  UserUpdateInput,
} from '@rumo/core';
import { accountInfoKey } from '../../api/account.ts';
import { api } from '../../api/client.ts';
import { getToken, setToken } from '../../api/session.ts';
import { setAgencyZone } from '../../app/agencyZone.ts';

/** The answer of a profile change is the new account info: the header shows it at once. */
function useStoreAccountInfo() {
  const queryClient = useQueryClient();
  return (info: AccountInfoResponse) => {
    setAgencyZone(info.agency?.timezone);
    queryClient.setQueryData([...accountInfoKey, getToken()], info);
    void queryClient.invalidateQueries({ queryKey: accountInfoKey });
  };
}

/** PUT /agencies/accounts/user: the signed-in user's own profile. */
export function useUpdateUser() {
  const store = useStoreAccountInfo();
  return useMutation({
    mutationFn: (payload: UserUpdateInput) => api.put<AccountInfoResponse>('/agencies/accounts/user', payload),
    onSuccess: store,
  });
}

/** PUT /agencies/accounts/agency (owner only). */
export function useUpdateAgency() {
  const store = useStoreAccountInfo();
  return useMutation({
    mutationFn: (payload: AgencyUpdateInput) => api.put<AccountInfoResponse>('/agencies/accounts/agency', payload),
    onSuccess: store,
  });
}

/**
 * PUT /auth/change-password. Every other session ends; the returned token replaces this one, and
 * the account info moves to it so the screen does not reload.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ChangePassword) => api.put<SigninResponse>('/auth/change-password', payload),
    onSuccess: ({ token }) => {
      const info = queryClient.getQueryData([...accountInfoKey, getToken()]);
      if (info) queryClient.setQueryData([...accountInfoKey, token], info);
      setToken(token);
    },
  });
}
