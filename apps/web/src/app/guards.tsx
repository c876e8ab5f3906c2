import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@rumo/core';
import { useToken } from '../api/session.ts';

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
