import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, TRIAL_CHECK_DELAY_MS, protectedRouteRedirect, trialEndedRedirect } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { useLogout } from '../../features/auth/useLogout.ts';

/**
 * Account info of a protected screen and the rules that may send the user elsewhere (spec 4):
 * the navigation rules at once, the end-of-trial check TRIAL_CHECK_DELAY_MS after the load.
 */
export function useProtectedAccess() {
  const info = useAccountInfo();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const agency = info.data?.agency ?? null;
  const operator = info.data?.user.is_operator === true;
  const redirect = info.data ? protectedRouteRedirect({ agency, path: pathname, operator }) : null;
  const inOperatorArea = operator && pathname.startsWith(ROUTES.operator);

  useEffect(() => {
    if (!info.data) return;
    // The operator area does not depend on the operator's own agency.
    if (inOperatorArea) return;
    const timer = window.setTimeout(() => {
      const target = trialEndedRedirect(info.data.agency);
      // A canceled agency at the end of its trial leaves the session: the login page needs no token.
      if (target === ROUTES.login) logout();
      else if (target) void navigate(target, { replace: true });
    }, TRIAL_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [info.data, navigate, logout, inOperatorArea]);

  return { info, redirect };
}
