import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyStatus } from '@rumo/core';

/** Dot badges keep the text dark (light badges fall under 4.5:1). */
const COLORS: Record<AgencyStatus, string> = {
  trial: 'blue',
  trial_expired: 'orange',
  finished_trial: 'orange',
  waiting_payment: 'yellow',
  payment_not_made: 'red',
  paid: 'green',
  canceled: 'gray',
  blocked: 'red',
};

export function AgencyStatusBadge({ status }: { status: AgencyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={COLORS[status]}
      data-status={status}
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`operator.statuses.${status}`)}
    </Badge>
  );
}
