import { useState } from 'react';
import { Alert, Badge, Button, Card, Center, Container, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, ROUTES, TRIAL_DAYS, formatCurrency, type BillingInterval, type Plan } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { useToken } from '../../api/session.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { SignupSteps } from './SignupSteps.tsx';

function PlanCard({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      shadow={plan.highlighted ? 'md' : 'xs'}
      style={plan.highlighted ? { borderColor: 'var(--mantine-color-rumo-7)', borderWidth: 2 } : undefined}
      data-highlighted={plan.highlighted ? 'true' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} fz="xl" id={titleId}>
            {t(`accounts.plans.names.${plan.id}`)}
          </Title>
          {plan.highlighted ? <Badge variant="filled">{t('accounts.plans.popular')}</Badge> : null}
        </Group>
        <div>
          <Text component="span" fz={30} fw={700}>
            {formatCurrency(plan.price[interval])}
          </Text>
          <Text component="span" c="dimmed">
            {interval === 'month' ? t('accounts.plans.perMonth') : t('accounts.plans.perYear')}
          </Text>
        </div>
        <List spacing={6} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-rumo-7)" aria-hidden="true" />}>
          <List.Item>
            {plan.users === 1 ? t('accounts.plans.usersOne') : t('accounts.plans.usersMany', { count: plan.users })}
          </List.Item>
          <List.Item>{t('accounts.plans.featureAll')}</List.Item>
          <List.Item>{t('accounts.plans.featureTrial', { days: TRIAL_DAYS })}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}

/**
 * /cadastro/planos, step 3. Card payment is not built yet: the page says so plainly, and a signed-in
 * agency still in its trial continues to the app.
 */
export function PlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('accounts.plans.title')} · ${t('app.name')}`);
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const token = useToken();
  const info = useAccountInfo();
  const agency = info.data?.agency ?? null;
  const inTrial = agency?.status === 'trial' && (agency.trial_date ?? 0) > 0;

  const notice = (text: string, action?: { to: string; label: string }, color = 'blue') => (
    <Alert color={color} icon={<IconInfoCircle aria-hidden="true" />} title={t('accounts.plans.paymentTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {action ? (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
  const continueToApp = { to: ROUTES.home, label: t('accounts.plans.continue') };

  let next;
  if (!token) next = notice(t('accounts.plans.guest', { days: TRIAL_DAYS }), { to: ROUTES.signup, label: t('accounts.plans.createAccount') });
  else if (info.isPending) next = <PageLoader minHeight={80} />;
  else if (!info.data) next = <DataLoader query={info}>{() => null}</DataLoader>;
  else if (!agency) next = notice(t('accounts.plans.noAgency'), { to: ROUTES.signupAgency, label: t('accounts.plans.toAgency') });
  else if (agency.status === 'paid') next = notice(t('accounts.plans.paid'), continueToApp);
  else if (inTrial) next = notice(t('accounts.plans.trialActive', { days: TRIAL_DAYS }), continueToApp);
  else next = notice(t('accounts.plans.trialEnded'), undefined, 'yellow');

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
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval} />
        ))}
      </SimpleGrid>
      <Container size={760} p={0}>
        {next}
      </Container>
    </Container>
  );
}
