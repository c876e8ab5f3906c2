import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { setToken } from '../../api/session.ts';

export interface SigninPayload {
  email: string;
  password: string;
}

/** POST /auth/signin {email, password} -> {token}; the token is stored, the guards take over. */
export function useSignin() {
  return useMutation({
    mutationFn: (payload: SigninPayload) => api.post<{ token: string }>('/auth/signin', payload, { auth: false }),
    onSuccess: ({ token }) => setToken(token),
  });
}
