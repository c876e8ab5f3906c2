import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateBR, planById, type SubscriptionStatus } from '@rumo/core';
import { BillingSection, Fact } from './BillingSection.tsx';
import { CancelSubscriptionModal } from './CancelSubscriptionModal.tsx';
import { RENEWING, SUBSCRIPTION_STATUS_COLORS } from './format.ts';
import { billingErrorText, useBillingPortal, type StripeInformation } from './useBilling.ts';
import { notify } from '../../../components/notify.ts';

/** The plan, its status, the next charge (or the end of access) and the plan actions. */
export function SubscriptionSummary({
  info,
  status,
}: {
  info: StripeInformation;
  status: SubscriptionStatus;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const portal = useBillingPortal();
  const plan = planById(info.plan);
  const planName = plan ? t(`accounts.plans.names.${plan.id}`) : (info.plan ?? '—');
  const price = plan && info.interval ? formatCurrency(plan.price[info.interval]) : null;
  const periodEnd = info.current_period_end ? formatDateBR(info.current_period_end) : null;
  const renews = RENEWING.includes(status) && !info.cancel_at_period_end;
  const cancellable = status !== 'canceled' && status !== 'incomplete_expired' && !info.cancel_at_period_end;

  let period = null;
  if (info.cancel_at_period_end)
    period = (
      <Text fw={500} c="orange.9">
        {periodEnd
          ? t('subscription.payments.renewalCanceled', { date: periodEnd })
          : t('subscription.payments.renewalCanceledNoDate')}
      </Text>
    );
  else if (renews && periodEnd)
    period = (
      <Fact label={t('subscription.payments.nextCharge')}>
        <Text fw={500}>
          {price ? t('subscription.payments.nextChargeValue', { date: periodEnd, amount: price }) : periodEnd}
        </Text>
      </Fact>
    );

  return (
    <BillingSection id="payments-plan" title={t('subscription.payments.planTitle')}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label={t('subscription.payments.planLabel')}>
            <Text fw={700} fz="lg" lh={1.3}>
              {planName}
            </Text>
            {info.interval ? (
              <Text size="sm" c="dimmed">
                {t(`subscription.payments.interval.${info.interval}`)}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('subscription.payments.priceLabel')}>
            <Text fw={500}>
              {price ?? '—'}
              {price && info.interval ? (
                <Text span c="dimmed">
                  {info.interval === 'month' ? t('accounts.plans.perMonth') : t('accounts.plans.perYear')}
                </Text>
              ) : null}
            </Text>
          </Fact>
          <Fact label={t('subscription.payments.statusLabel')}>
            <Badge variant="dot" color={SUBSCRIPTION_STATUS_COLORS[status]} size="lg">
              {t(`subscription.payments.statuses.${status}`)}
            </Badge>
          </Fact>
        </SimpleGrid>
        {period}
        <Group gap="sm">
          <Button
            variant="light"
            loading={portal.isPending}
            onClick={() => portal.mutate(undefined, { onError: (error) => notify.danger(billingErrorText(error)) })}
          >
            {t('subscription.payments.changePlan')}
          </Button>
          {cancellable ? (
            <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
              {t('subscription.payments.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <CancelSubscriptionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        periodEnd={info.current_period_end}
      />
    </BillingSection>
  );
}
