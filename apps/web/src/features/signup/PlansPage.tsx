import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
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
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, ROUTES, TRIAL_DAYS, type BillingInterval, type Plan } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { useToken } from '../../api/session.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { notify } from '../../components/notify.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import {
  SUPPORT_EMAIL,
  billingErrorText,
  usePlansOffer,
  useStartCheckout,
} from '../account/billing/useBilling.ts';
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
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
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

  const subscribe = (plan: Plan) =>
    checkout.mutate(
      { plan: plan.id, interval },
      {
        onSuccess: ({ checkout_url }) => {
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
  const notConfigured = configured ? [] : [t('errors.pricesNotConfigured')];
  const title = configured ? undefined : t('accounts.plans.paymentTitle');

  let next: ReactNode;
  if (offer.isPending || (token && info.isPending)) next = <PageLoader minHeight={80} />;
  else if (offer.isError) next = <DataLoader query={offer}>{() => null}</DataLoader>;
  else if (!token)
    next = <Notice title={title} lines={[...notConfigured, ...guest.lines]} action={guest.action} />;
  else if (!info.data) next = <DataLoader query={info}>{() => null}</DataLoader>;
  else if (!agency)
    next = (
      <Notice
        title={title}
        lines={[...notConfigured, t('accounts.plans.noAgency')]}
        action={{ to: ROUTES.signupAgency, label: t('accounts.plans.toAgency') }}
      />
    );
  else if (agency.status === 'paid')
    next = <Notice title={title} lines={[t('accounts.plans.paid')]} action={continueToApp} />;
  else if (!configured && inTrial)
    next = (
      <Notice
        title={title}
        lines={[...notConfigured, t('subscription.plans.trialActive', { days: TRIAL_DAYS })]}
        action={continueToApp}
      />
    );
  else if (!configured)
    next = (
      <Notice title={title} lines={[...notConfigured, t('subscription.plans.trialEnded')]}>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" underline="always">
          {SUPPORT_EMAIL}
        </Anchor>
      </Notice>
    );
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
          onChange={(value) => setBillingInterval(value as BillingInterval)}
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
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb="xl">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval} action={actionFor(plan)} />
        ))}
      </SimpleGrid>
      <Container size={760} p={0}>
        <Stack gap="lg">
          {next}
          {configured ? <PaymentFacts /> : null}
        </Stack>
      </Container>
    </Container>
  );
}
