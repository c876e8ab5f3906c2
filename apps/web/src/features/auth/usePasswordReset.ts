import { useMutation } from '@tanstack/react-query';
import type { DetailResponse, PasswordRecovery, PasswordReset } from '@rumo/core';
import { api } from '../../api/client.ts';

/** POST /auth/recovery-password {email}: the same detail whether or not the e-mail exists. */
export function useRequestRecovery() {
  return useMutation({
    mutationFn: (payload: PasswordRecovery) => api.post<DetailResponse>('/auth/recovery-password', payload, { auth: false }),
  });
}

/** POST /auth/reset-password {password, token}: from a recovery or invitation link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: PasswordReset) => api.post<DetailResponse>('/auth/reset-password', payload, { auth: false }),
  });
}
