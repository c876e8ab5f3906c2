import { Notifications } from '@mantine/notifications';
import { SNACKBAR_DURATION_MS } from '@rumo/core';
import { MAX_SNACKBARS } from '../components/notify.ts';

/** Host of the snackbars shown through components/notify.ts: three at most, bottom left, where the header menus and the dialogs' close buttons are not. */
export function Snackbars() {
  return <Notifications position="bottom-left" autoClose={SNACKBAR_DURATION_MS} limit={MAX_SNACKBARS} zIndex={1000} />;
}
