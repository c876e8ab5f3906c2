import { Notifications } from '@mantine/notifications';
import { SNACKBAR_DURATION_MS } from '@rumo/core';

/** Host of the snackbars shown through components/notify.ts: three at most, bottom left, where the header menus and the dialogs' close buttons are not. */
export function Snackbars() {
  return <Notifications position="bottom-left" autoClose={SNACKBAR_DURATION_MS} limit={3} zIndex={1000} />;
}
