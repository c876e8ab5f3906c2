import { notifications } from '@mantine/notifications';
import { SNACKBAR_DURATION_MS } from '@rumo/core';
import i18n from '../app/i18n.ts';

type Tone = 'green' | 'yellow' | 'red';

function show(color: Tone, message: string): void {
  notifications.show({
    message,
    color,
    autoClose: SNACKBAR_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('snackbar.close') },
  });
}

/** Snackbars of spec 8: success, warning and danger colours, hidden after 10 s. */
export const notify = {
  success: (message: string) => show('green', message),
  warning: (message: string) => show('yellow', message),
  danger: (message: string) => show('red', message),
};
