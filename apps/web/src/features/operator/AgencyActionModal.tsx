import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateBR } from '@rumo/core';
import { isApiError } from '../../api/client.ts';
import { notify } from '../../components/notify.ts';
import { useOperatorAction, type OperatorAction } from './useOperator.ts';

export interface PendingAction {
  action: OperatorAction;
  agency: { id: number; name: string };
}

const DEFAULT_DAYS = 7;

/** Every operator action is confirmed here first: block, unblock, or extend the trial by N days. */
export function AgencyActionModal({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useOperatorAction();
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  const [daysError, setDaysError] = useState<string | null>(null);
  useEffect(() => {
    if (pending) {
      setDays(DEFAULT_DAYS);
      setDaysError(null);
      mutation.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opened action
  }, [pending]);

  const name = pending?.agency.name ?? '';
  const action = pending?.action;
  const title =
    action === 'block'
      ? t('operator.confirm.blockTitle', { name })
      : action === 'unblock'
        ? t('operator.confirm.unblockTitle', { name })
        : t('operator.confirm.extendTitle', { name });
  const text =
    action === 'block'
      ? t('operator.confirm.blockText')
      : action === 'unblock'
        ? t('operator.confirm.unblockText')
        : t('operator.confirm.extendText');
  const confirmLabel =
    action === 'block'
      ? t('operator.confirm.blockConfirm')
      : action === 'unblock'
        ? t('operator.confirm.unblockConfirm')
        : t('operator.confirm.extendConfirm');

  const confirm = () => {
    if (!pending) return;
    const count = Number(days);
    if (pending.action === 'extend-trial' && !(Number.isInteger(count) && count >= 1 && count <= 365)) {
      setDaysError(t('validation.invalid'));
      return;
    }
    mutation.mutate(
      {
        id: pending.agency.id,
        action: pending.action,
        days: pending.action === 'extend-trial' ? count : undefined,
      },
      {
        onSuccess: (detail) => {
          if (pending.action === 'block') notify.success(t('operator.done.block', { name }));
          else if (pending.action === 'unblock') notify.success(t('operator.done.unblock', { name }));
          else notify.success(t('operator.done.extend', { name, date: formatDateBR(detail.trial_ends_at) }));
          onClose();
        },
        onError: (error) => {
          const fieldError = isApiError(error) ? error.fieldErrors.days?.[0] : undefined;
          if (fieldError) setDaysError(fieldError);
          else notify.failure(error);
        },
      },
    );
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {action === 'extend-trial' ? (
          <NumberInput
            label={t('operator.confirm.days')}
            value={days}
            onChange={setDays}
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={daysError}
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('operator.confirm.cancel')}
          </Button>
          <Button
            color={action === 'block' ? 'red.8' : undefined}
            loading={mutation.isPending}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
