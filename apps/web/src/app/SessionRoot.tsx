import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ROUTES, paidStatusRedirect, refusedStatusRedirect, startupRedirect, statusPageRedirect } from '@rumo/core';
import { useAccountInfo } from '../api/account.ts';
import { setAgencyRefusedHandler, setUnauthorizedHandler } from '../api/client.ts';
import { useToken } from '../api/session.ts';
import type { ReturnState } from './guards.tsx';

/** Pages anyone may read whatever the account state: no account load, no redirect. */
const NEUTRAL_PATHS = new Set(['/termos-de-uso', '/politica-de-privacidade', '/decodificador-pnr', '/reset-password']);

/** While waiting for a payment, the account is re-read so that a change to paid goes home. */
const PAYMENT_POLL_MS = 15_000;
const POLLED_PATHS = new Set<string>([ROUTES.awaitingPayment, ROUTES.blocked]);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Root of every route. With a stored token it loads the account, applies the startup rules once
 * per session, then follows the account for a change to paid (spec 4). A 401 from any
 * authenticated call (the client has cleared the token) leads to the login page.
 */
export function SessionRoot() {
  const token = useToken();
  const location = useLocation();
  const pathname = normalise(location.pathname);
  const navigate = useNavigate();
  const neutral = NEUTRAL_PATHS.has(pathname);
  const info = useAccountInfo({
    enabled: !neutral,
    refetchInterval: POLLED_PATHS.has(pathname) ? PAYMENT_POLL_MS : false,
  });
  const refetchInfo = info.refetch;
  const checkedToken = useRef<string | null>(null);
  const currentPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (pathname === ROUTES.login) return;
      const state: ReturnState = { from: currentPath };
      void navigate(ROUTES.login, { replace: true, state });
    });
    // The server refused a call for the agency's status (e.g. blocked by an operator meanwhile).
    setAgencyRefusedHandler((status) => {
      void refetchInfo();
      const target = refusedStatusRedirect(status);
      if (target && target !== pathname) void navigate(target, { replace: true });
    });
    return () => {
      setUnauthorizedHandler(null);
      setAgencyRefusedHandler(null);
    };
  }, [navigate, pathname, currentPath, refetchInfo]);

  useEffect(() => {
    if (!token || !info.data || neutral) return;
    const state = { agency: info.data.agency, path: pathname, operator: info.data.user.is_operator === true };
    let target: string | null;
    if (checkedToken.current !== token) {
      checkedToken.current = token;
      target = startupRedirect(state);
    } else {
      target = paidStatusRedirect(state);
    }
    target ??= statusPageRedirect(state);
    if (target) void navigate(target, { replace: true });
  }, [token, info.data, neutral, pathname, navigate]);

  return <Outlet />;
}
