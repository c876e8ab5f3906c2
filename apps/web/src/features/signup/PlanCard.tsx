import type { ReactNode } from 'react';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS, formatCurrency, toCents, type BillingInterval, type Plan } from '@rumo/core';

/** What a year costs less than twelve months, in cents ("2 meses grátis"). */
function yearlySaving(plan: Plan): bigint | null {
  const month = toCents(plan.price.month);
  const year = toCents(plan.price.year);
  if (month === null || year === null) return null;
  const saving = month * 12n - year;
  return saving > 0n ? saving : null;
}

export interface PlanCardProps {
  plan: Plan;
  interval: BillingInterval;
  /** The card's call to action: "Assinar", or a note when this user cannot subscribe. */
  action?: ReactNode;
}

/** One plan: name, price of the chosen interval, users included and, yearly, the saving. */
export function PlanCard({ plan, interval, action }: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.id}`;
  const saving = interval === 'year' ? yearlySaving(plan) : null;
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
      <Stack gap="sm" h="100%">
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
        {saving !== null ? (
          <Group gap="xs" wrap="wrap">
            <Badge color="green" variant="dot">
              {t('subscription.plans.yearlySaving')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('subscription.plans.yearlySavingAmount', { amount: formatCurrency(saving) })}
            </Text>
          </Group>
        ) : null}
        <List
          spacing={6}
          size="sm"
          icon={<IconCheck size={16} color="var(--mantine-color-rumo-7)" aria-hidden="true" />}
        >
          <List.Item>
            {plan.users === 1
              ? t('accounts.plans.usersOne')
              : t('accounts.plans.usersMany', { count: plan.users })}
          </List.Item>
          <List.Item>{t('accounts.plans.featureAll')}</List.Item>
          <List.Item>{t('accounts.plans.featureTrial', { days: TRIAL_DAYS })}</List.Item>
        </List>
        {action ? (
          <Stack mt="auto" pt="xs">
            {action}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
