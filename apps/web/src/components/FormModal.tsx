import type { ReactNode } from 'react';
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface FormModalProps extends Pick<ModalProps, 'opened' | 'onClose' | 'size' | 'fullScreen'> {
  title: ReactNode;
  /** The form. Mounted on each opening, so it starts from the record's current data every time. */
  children: ReactNode;
  /** Fills the screen on a phone (a long form); `fullScreen` given explicitly wins. */
  fullScreenOnPhone?: boolean;
}

const PHONE = '(max-width: 36em)';

/** The dialog of every create / edit form: a labelled close button and a body mounted per opening. */
export function FormModal({ opened, onClose, title, size = 'lg', fullScreen, fullScreenOnPhone, children }: FormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={fullScreen ?? (fullScreenOnPhone && phone)}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? children : null}
    </Modal>
  );
}

export interface FormActionsProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  loading?: boolean;
}

/** Cancel and submit, at the end of a form. */
export function FormActions({ onCancel, submitLabel, loading }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
