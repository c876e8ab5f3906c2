import { useState, type ReactNode } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleX, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, planById, type BillingInterval } from '@rumo/core';
import { useAccountInfo, type AccountAgency } from '../../api/account.ts';
import { useToken } from '../../api/session.ts';
import { notify } from '../../components/notify.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { OpenInvoiceNotice } from '../account/billing/OpenInvoiceNotice.tsx';
import { billingErrorText, useStartCheckout, useStripeInformation } from '../account/billing/useBilling.ts';

interface Explanation {
  title: string;
  text: string;
  icon: ReactNode;
  action?: ReactNode;
}

/** payment_not_made: a new checkout for the plan the agency had, so the owner can give another card. */
function UpdateCardButton({ plan, interval }: { plan: string; interval: BillingInterval }) {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  const [leaving, setLeaving] = useState(false);
  const start = () =>
    checkout.mutate(
      { plan, interval },
      {
        onSuccess: ({ checkout_url }) => {
          if (!checkout_url) return notify.danger(t('subscription.plans.checkoutError'));
          setLeaving(true);
          window.location.assign(checkout_url);
        },
        onError: (error) => notify.danger(billingErrorText(error)),
      },
    );
  return (
    <Button loading={checkout.isPending || leaving} onClick={start}>
      {t('subscription.awaiting.updateCard')}
    </Button>
  );
}

function useExplanation(agency: AccountAgency | null, isOwner: boolean): Explanation {
  const { t } = useTranslation();
  // The interval of the failed subscription, when Stripe can tell it; monthly otherwise.
  const stripe = useStripeInformation(isOwner && (agency?.status === 'payment_not_made' || agency?.status === 'waiting_payment'));
  // boleto and Pix are paid through an invoice, not charged to a card: their texts differ
  const byInvoice = stripe.data?.payment_method === 'boleto' || stripe.data?.payment_method === 'pix';
  const seePlans = (
    <Button component={Link} to={ROUTES.plans} variant="light">
      {t('subscription.awaiting.seePlans')}
    </Button>
  );
  if (agency?.status === 'payment_not_made' && byInvoice)
    return {
      title: t('subscription.awaiting.overdueTitle'),
      text: t(isOwner ? 'subscription.awaiting.overdueText' : 'subscription.awaiting.overdueStaff'),
      icon: (
        <ThemeIcon size={40} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconAlertTriangle size={22} />
        </ThemeIcon>
      ),
      action: isOwner ? seePlans : undefined,
    };
  if (agency?.status === 'payment_not_made') {
    const plan = planById(stripe.data?.plan ?? agency.plan);
    const icon = (
      <ThemeIcon size={40} radius="xl" color="red" variant="light" aria-hidden="true">
        <IconAlertTriangle size={22} />
      </ThemeIcon>
    );
    if (!isOwner)
      return {
        title: t('subscription.awaiting.failedTitle'),
        text: t('subscription.awaiting.failedStaff'),
        icon,
      };
    if (!plan)
      return {
        title: t('subscription.awaiting.failedTitle'),
        text: t('subscription.awaiting.failedNoPlan'),
        icon,
        action: seePlans,
      };
    return {
      title: t('subscription.awaiting.failedTitle'),
      text: t('subscription.awaiting.failedText', { plan: t(`accounts.plans.names.${plan.id}`) }),
      icon,
      action: (
        <>
          <UpdateCardButton plan={plan.id} interval={stripe.data?.interval ?? 'month'} />
          {seePlans}
        </>
      ),
    };
  }
  if (agency?.status === 'canceled')
    return {
      title: t('subscription.awaiting.canceledTitle'),
      text: t('subscription.awaiting.canceledText'),
      icon: (
        <ThemeIcon size={40} radius="xl" color="gray" variant="light" aria-hidden="true">
          <IconCircleX size={22} />
        </ThemeIcon>
      ),
      action: seePlans,
    };
  // waiting_payment, and a return from the checkout before the confirmation has moved the status.
  return {
    title: t('subscription.awaiting.waitingTitle'),
    text: t(byInvoice ? 'subscription.awaiting.waitingInvoiceText' : 'subscription.awaiting.waitingText'),
    icon: <Loader size="md" aria-hidden="true" />,
  };
}

/**
 * /cadastro/aguardando-pagamento. SessionRoot re-reads the account every 15 s and goes home once
 * it is paid; this page explains the status and lets the user check at once.
 */
export function AwaitingPaymentPage() {
  const { t } = useTranslation();
  const token = useToken();
  const info = useAccountInfo();
  const agency = info.data?.agency ?? null;
  const isOwner = info.data?.user.role === 'owner';
  const explanation = useExplanation(agency, isOwner);
  // A boleto or Pix invoice to pay: its Stripe-hosted page has the voucher or the QR code.
  const awaiting = agency?.status === 'waiting_payment' || agency?.status === 'payment_not_made';
  const stripe = useStripeInformation(isOwner && awaiting);
  const openInvoice = awaiting ? (stripe.data?.open_invoice ?? null) : null;
  const [check, setCheck] = useState<'idle' | 'checking' | 'done'>('idle');
  const checkNow = () => {
    setCheck('checking');
    void info.refetch().finally(() => setCheck('done'));
  };
  const canCheck = agency?.status !== 'canceled';

  return (
    <>
      <PageHeader title={t('pages.awaitingPayment.title')} />
      <Paper withBorder radius="lg" bg="white" p={{ base: 'lg', sm: 'xl' }}>
        {!token ? (
          <Stack align="center" ta="center" gap="md">
            <Text>{t('subscription.awaiting.guest')}</Text>
            <Button component={Link} to={ROUTES.login}>
              {t('nav.login')}
            </Button>
          </Stack>
        ) : (
          <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
            {explanation.icon}
            <Title order={2} fz="xl">
              {explanation.title}
            </Title>
            <Text c="dimmed">{explanation.text}</Text>
            {openInvoice ? (
              <OpenInvoiceNotice invoice={openInvoice} method={stripe.data?.payment_method} />
            ) : null}
            <Group justify="center" gap="sm">
              {explanation.action}
              {canCheck ? (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden="true" />}
                  loading={check === 'checking'}
                  onClick={checkNow}
                >
                  {t('subscription.awaiting.checkNow')}
                </Button>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {canCheck && check === 'done' && agency?.status !== 'paid'
                ? t('subscription.awaiting.stillWaiting')
                : null}
            </Text>
          </Stack>
        )}
      </Paper>
    </>
  );
}
