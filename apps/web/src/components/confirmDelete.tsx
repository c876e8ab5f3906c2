import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../app/i18n.ts';

export interface ConfirmDeleteOptions {
  /** What is being deleted, shown in the question; a generic question without it. */
  name?: string;
  onConfirm: () => void | Promise<unknown>;
}

/** Asks before deleting (spec 2, list rows). Needs the ModalsProvider of the app layout. */
export function confirmDelete({ name, onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title: i18n.t('confirmDelete.title'),
    centered: true,
    children: (
      <Text size="sm">
        {name ? i18n.t('confirmDelete.message', { name }) : i18n.t('confirmDelete.messageGeneric')}
      </Text>
    ),
    labels: { confirm: i18n.t('confirmDelete.confirm'), cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    onConfirm: () => void onConfirm(),
  });
}
