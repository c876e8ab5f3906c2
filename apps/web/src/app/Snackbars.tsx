import { Notifications } from '@mantine/notifications';
import { SNACKBAR_DURATION_MS } from '@rumo/core';

/** Host of the snackbars shown through components/notify.ts. */
export function Snackbars() {
  return <Notifications position="top-right" autoClose={SNACKBAR_DURATION_MS} limit={4} zIndex={1000} />;
}
