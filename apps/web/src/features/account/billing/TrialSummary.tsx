import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@rumo/core';
import type { AccountAgency } from '../../../api/account.ts';
import { BillingSection } from './BillingSection.tsx';

/** An agency without a subscription: the trial days left, or that there is no plan yet. */
export function TrialSummary({ agency }: { agency: AccountAgency | null }) {
  const { t } = useTranslation();
  const days = agency?.trial_date ?? 0;
  const inTrial = agency?.status === 'trial' && days > 0;
  const trialOver =
    agency?.status === 'trial_expired' ||
    agency?.status === 'finished_trial' ||
    (agency?.status === 'trial' && days <= 0);
  let text: string;
  if (inTrial) text = t('subscription.payments.trialLeft', { count: days });
  else if (trialOver) text = t('subscription.payments.trialEnded');
  else text = t('subscription.payments.noSubscription');
  return (
    <BillingSection
      id="payments-plan"
      title={
        inTrial || trialOver ? t('subscription.payments.trialTitle') : t('subscription.payments.planTitle')
      }
    >
      <Stack gap="sm" align="flex-start">
        <Text fw={600} fz="lg">
          {text}
        </Text>
        {inTrial || trialOver ? (
          <Text size="sm" c="dimmed">
            {t('subscription.payments.trialHint')}
          </Text>
        ) : null}
        <Button component={Link} to={ROUTES.plans} mt="xs">
          {t('subscription.payments.seePlans')}
        </Button>
      </Stack>
    </BillingSection>
  );
}
