import { notifications, notificationsStore } from '@mantine/notifications';
import { SNACKBAR_DURATION_MS } from '@rumo/core';
import i18n from '../app/i18n.ts';

type Tone = 'green' | 'yellow' | 'red';

// As many as the host shows (app/Snackbars.tsx): beyond them Mantine would queue the newest out of sight.
export const MAX_SNACKBARS = 3;

function show(color: Tone, message: string): void {
  // the newest message is the one the user just caused: the oldest shown makes room for it
  const shown = notificationsStore.getState().notifications;
  if (shown.length >= MAX_SNACKBARS && shown[0]?.id) notifications.hide(shown[0].id);
  notifications.show({
    message,
    color,
    autoClose: SNACKBAR_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('snackbar.close') },
  });
}

/** What a failed request says to the user: the server's localised message, or the generic one. */
export const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : i18n.t('errors.generic'));

/** Snackbars of spec 8: success, warning and danger colours, hidden after 10 s. */
export const notify = {
  success: (message: string) => show('green', message),
  warning: (message: string) => show('yellow', message),
  danger: (message: string) => show('red', message),
  /** A request failed: its message in red. */
  failure: (error: unknown) => show('red', errorMessage(error)),
};
