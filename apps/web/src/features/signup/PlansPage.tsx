import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Center,
  Container,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_DAYS_UNTIL_DUE,
  PAYMENT_METHOD_INTERVALS,
  PLANS,
  ROUTES,
  TRIAL_DAYS,
  formatDateBR,
  type BillingInterval,
  type PaymentMethod,
  type Plan,
} from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { useToken } from '../../api/session.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { notify } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { PaymentsUnavailable } from '../account/billing/PaymentsUnavailable.tsx';
import { billingErrorText, usePlansOffer, useStartCheckout } from '../account/billing/useBilling.ts';
import { PaymentFacts } from './PaymentFacts.tsx';
import { PlanCard } from './PlanCard.tsx';
import { SignupSteps } from './SignupSteps.tsx';

interface NoticeProps {
  title?: string;
  lines: string[];
  action?: { to: string; label: string };
  children?: ReactNode;
}

function Notice({ title, lines, action, children }: NoticeProps) {
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} title={title}>
      <Stack gap="sm" align="flex-start">
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {children}
        {action ? (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * /cadastro/planos, step 3. With card payment set up on the server, the owner subscribes through
 * Stripe Checkout; without it the page says so plainly and a trial continues to the app.
 */
export function PlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('accounts.plans.title')} · ${t('app.name')}`);
  const navigate = useNavigate();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const token = useToken();
  const info = useAccountInfo();
  const offer = usePlansOffer();
  const checkout = useStartCheckout();
  const agency = info.data?.agency ?? null;
  const isOwner = info.data?.user.role === 'owner';
  const inTrial = agency?.status === 'trial' && (agency.trial_date ?? 0) > 0;
  const configured = offer.data?.configured === true;
  const plans: readonly Plan[] = offer.data?.plans ?? PLANS;
  const busy = checkout.isPending || redirecting !== null;
  const canSubscribe = configured && Boolean(token) && agency !== null && agency.status !== 'paid' && isOwner;

  const chooseInterval = (next: BillingInterval) => {
    setBillingInterval(next);
    // Pix pays the yearly plan only: the monthly plan falls back to the boleto.
    if (!PAYMENT_METHOD_INTERVALS[method].includes(next)) setMethod('boleto');
  };

  const subscribe = (plan: Plan) =>
    checkout.mutate(
      { plan: plan.id, interval, payment_method: method },
      {
        onSuccess: ({ checkout_url, first_charge_at }) => {
          if (!checkout_url && method !== 'card' && first_charge_at) {
            // Boleto or Pix during the trial: the first invoice is e-mailed when the trial ends.
            notify.success(t('subscription.plans.invoiceLater', { date: formatDateBR(first_charge_at) }));
            return void navigate('/pagamentos');
          }
          if (!checkout_url) return notify.danger(t('subscription.plans.checkoutError'));
          // The button keeps spinning until the browser has left for the checkout page.
          setRedirecting(plan.id);
          window.location.assign(checkout_url);
        },
        onError: (error) => notify.danger(billingErrorText(error)),
      },
    );

  const actionFor = (plan: Plan): ReactNode => {
    if (!configured) return undefined;
    if (!token)
      return (
        <Button component={Link} to={ROUTES.signup} variant="light" fullWidth>
          {t('subscription.plans.signupFirst')}
        </Button>
      );
    if (!agency || agency.status === 'paid') return undefined;
    if (!isOwner)
      return (
        <Text size="sm" c="dimmed" ta="center">
          {t('subscription.plans.ownerOnly')}
        </Text>
      );
    const loading = redirecting === plan.id || (checkout.isPending && checkout.variables?.plan === plan.id);
    return (
      <Button
        fullWidth
        variant={plan.highlighted ? 'filled' : 'light'}
        loading={loading}
        disabled={busy && !loading}
        aria-describedby={`plan-${plan.id}`}
        onClick={() => subscribe(plan)}
      >
        {t('subscription.plans.subscribe')}
      </Button>
    );
  };

  const continueToApp = { to: ROUTES.home, label: t('accounts.plans.continue') };
  const guest = {
    lines: [t('accounts.plans.guest', { days: TRIAL_DAYS })],
    action: { to: ROUTES.signup, label: t('accounts.plans.createAccount') },
  };
  /** Without Stripe keys: online payment is not available yet, and the way to support (issue 15). */
  const unavailable = (lines: string[], action?: { to: string; label: string }) => (
    <PaymentsUnavailable signedIn={Boolean(token)}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {action ? (
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      ) : null}
    </PaymentsUnavailable>
  );

  let next: ReactNode;
  if (offer.isPending || (token && info.isPending)) next = <PageLoader minHeight={80} />;
  else if (offer.isError) next = <DataLoader query={offer}>{() => null}</DataLoader>;
  else if (!token)
    next = configured ? (
      <Notice lines={guest.lines} action={guest.action} />
    ) : (
      unavailable(guest.lines, guest.action)
    );
  else if (!info.data) next = <DataLoader query={info}>{() => null}</DataLoader>;
  else if (!agency) {
    const lines = [t('accounts.plans.noAgency')];
    const action = { to: ROUTES.signupAgency, label: t('accounts.plans.toAgency') };
    next = configured ? <Notice lines={lines} action={action} /> : unavailable(lines, action);
  } else if (agency.status === 'paid')
    next = <Notice lines={[t('accounts.plans.paid')]} action={continueToApp} />;
  else if (!configured && inTrial)
    next = unavailable([t('subscription.plans.trialActive', { days: TRIAL_DAYS })], continueToApp);
  else if (!configured) next = unavailable([t('subscription.plans.trialEnded')]);
  else if (inTrial)
    next = (
      <Notice
        lines={[t('subscription.plans.trialLeft', { count: agency.trial_date ?? TRIAL_DAYS })]}
        action={{ to: ROUTES.home, label: t('subscription.plans.keepTesting') }}
      />
    );

  return (
    <Container size="lg" p={0}>
      <Container size={760} p={0}>
        <SignupSteps active={2} />
      </Container>
      <Stack gap={4} mb="lg" align="center" ta="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('accounts.plans.title')}
        </Title>
        <Text c="dimmed">{t('accounts.plans.subtitle')}</Text>
      </Stack>
      <Center mb="lg">
        <SegmentedControl
          aria-label={t('accounts.plans.billing')}
          value={interval}
          onChange={(value) => chooseInterval(value as BillingInterval)}
          data={[
            { value: 'month', label: t('accounts.plans.monthly') },
            { value: 'year', label: t('accounts.plans.yearly') },
          ]}
          size="md"
          radius="xl"
        />
      </Center>
      {interval === 'year' ? (
        <Text ta="center" size="sm" c="dimmed" mt={-8} mb="md">
          {t('accounts.plans.yearlyHint')}
        </Text>
      ) : null}
      {canSubscribe ? (
        <Stack gap={4} align="center" mb="lg">
          <SegmentedControl
            aria-label={t('subscription.plans.method.label')}
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod)}
            data={(['card', 'boleto', 'pix'] as const).map((value) => ({
              value,
              label: t(`subscription.plans.method.${value}`),
              disabled: !PAYMENT_METHOD_INTERVALS[value].includes(interval),
            }))}
          />
          <Text size="sm" c="dimmed" ta="center" maw={560}>
            {t(`subscription.plans.method.${method}Hint`, { days: INVOICE_DAYS_UNTIL_DUE })}
            {interval === 'month' ? ` ${t('subscription.plans.method.pixYearlyOnly')}` : ''}
          </Text>
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb="xl">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval} action={actionFor(plan)} />
        ))}
      </SimpleGrid>
      <Container size={760} p={0}>
        <Stack gap="lg">
          {next}
          {configured && method === 'card' ? <PaymentFacts /> : null}
        </Stack>
      </Container>
    </Container>
  );
}
