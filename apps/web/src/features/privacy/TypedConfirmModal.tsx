import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TypedConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** What must be typed (a name); compared without case and outer spaces. */
  expected: string;
  label: string;
  hint: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A destructive action confirmed by typing a name: the button stays off until it matches. */
export function TypedConfirmModal({
  opened,
  onClose,
  title,
  children,
  expected,
  label,
  hint,
  confirmLabel,
  loading,
  onConfirm,
}: TypedConfirmModalProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = same(typed, expected);
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm();
        }}
      >
        <Stack gap="sm">
          {children}
          <TextInput
            label={label}
            description={hint}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={typed.trim() && !matches ? t('dataPrivacy.deletion.mismatch') : undefined}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.9" disabled={!matches} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
