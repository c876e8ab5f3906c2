import { useMutation } from '@tanstack/react-query';
import type { AccountInfoResponse, AgencyProfileInput, SignupInput, SignupResponse } from '@rumo/core';
import { api } from '../../api/client.ts';

/** POST /agencies/accounts/signup (step 1): the owner's user; the caller stores the token. */
export function useSignupUser() {
  return useMutation({
    mutationFn: (payload: SignupInput) => api.post<SignupResponse>('/agencies/accounts/signup', payload, { auth: false }),
  });
}

/**
 * POST /agencies/accounts/profile (step 2): creates the agency; the answer is the new account
 * info, which the caller puts in the cache once it has left the page.
 */
export function useCreateAgency() {
  return useMutation({
    mutationFn: (payload: AgencyProfileInput) => api.post<AccountInfoResponse>('/agencies/accounts/profile', payload),
  });
}
