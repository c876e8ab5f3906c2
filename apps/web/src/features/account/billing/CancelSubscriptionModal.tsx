import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { REFUND_PAID_WITHIN_DAYS, formatDateBR } from '@rumo/core';
import { notify } from '../../../components/notify.ts';
import { billingErrorText, useCancelSubscription } from './useBilling.ts';

export interface CancelSubscriptionModalProps {
  opened: boolean;
  onClose: () => void;
  /** End of the paid period, when known. */
  periodEnd: string | null;
}

/** States what cancelling does (terms: no refund of partial days, refunds paid within 90 days), then cancels. */
export function CancelSubscriptionModal({ opened, onClose, periodEnd }: CancelSubscriptionModalProps) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ detail }) => {
        notify.success(detail);
        onClose();
      },
      onError: (error) => notify.danger(billingErrorText(error)),
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subscription.payments.cancelTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {periodEnd
            ? t('subscription.payments.cancelAccess', { date: formatDateBR(periodEnd) })
            : t('subscription.payments.cancelAccessNoDate')}
        </Text>
        <Text size="sm">{t('subscription.payments.cancelNoPartialRefund')}</Text>
        <Text size="sm">
          <Trans
            i18nKey="subscription.payments.cancelRefundRule"
            values={{ days: REFUND_PAID_WITHIN_DAYS }}
            components={{
              terms: <Anchor component={Link} to="/termos-de-uso" size="sm" underline="always" />,
            }}
          />
        </Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('subscription.payments.cancelKeep')}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={confirm}>
            {t('subscription.payments.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
