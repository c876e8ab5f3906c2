import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@rumo/core';
import { useToken } from '../api/session.ts';
import { RETURN_PARAM } from '../features/auth/signin.ts';

export interface ReturnState {
  /** Where the user was going when sent to the login page. */
  from?: string;
}

/** Protected routes: without a token, go to the login page and come back after it (spec 4). */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={ROUTES.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Login and signup step 1: a signed-in user goes home, or back to where the login was asked. */
export function GuestOnly() {
  const token = useToken();
  const location = useLocation();
  if (token) {
    const from = (location.state as ReturnState | null)?.from;
    const target = from && from.startsWith('/') && !from.startsWith('//') ? from : ROUTES.home;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** Path this document was served at: a light page's route served the app shell only when it has no entry of its own. */
const SHELL_PATH = window.location.pathname;

/**
 * A route with its own light entry (STANDALONE_PAGES, e.g. /login): reached inside the app, the
 * browser loads it from the server, carrying where the user was going as `?from=`.
 */
export function LeaveShell() {
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from;
  const target = `${location.pathname}${from ? `?${RETURN_PARAM}=${encodeURIComponent(from)}` : location.search}`;
  const servedHere = location.pathname === SHELL_PATH;
  useEffect(() => {
    if (!servedHere) window.location.replace(target);
  }, [servedHere, target]);
  return null;
}
