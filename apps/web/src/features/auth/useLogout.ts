import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@rumo/core';
import { api } from '../../api/client.ts';
import { clearToken, getToken } from '../../api/session.ts';

/** Sair: forget the session here at once, tell the server best effort, go to the login page. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    void navigate(ROUTES.login, { replace: true });
    clearToken();
    queryClient.clear();
    if (token) {
      // Sent with the old token explicitly: the session is already gone on this side.
      api
        .post('/auth/logout', undefined, { auth: false, headers: { Authorization: `Bearer ${token}` } })
        .catch(() => undefined);
    }
  }, [navigate, queryClient]);
}
