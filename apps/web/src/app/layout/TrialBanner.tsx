import { Group, Paper, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trialBanner, type TrialBannerColor } from '@rumo/core';
import type { AccountAgency } from '../../api/account.ts';

const PAYMENTS_PATH = '/pagamentos';

/** Light tint behind dark text keeps the contrast above 4.5:1 for all three colours. */
const TONES: Record<TrialBannerColor, { bg: string; border: string; icon: string }> = {
  red: { bg: 'red.0', border: 'var(--mantine-color-red-7)', icon: 'var(--mantine-color-red-8)' },
  yellow: { bg: 'yellow.0', border: 'var(--mantine-color-yellow-6)', icon: 'var(--mantine-color-yellow-9)' },
  blue: { bg: 'blue.0', border: 'var(--mantine-color-blue-6)', icon: 'var(--mantine-color-blue-8)' },
};

/** "Faltam N dias para terminar seu teste" while 1 to 10 trial days are left (spec 4). */
export function TrialBanner({ agency }: { agency: AccountAgency | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // /pagamentos says the days left in its own trial section: the countdown shows once.
  const banner = agency?.status === 'trial' && pathname !== PAYMENTS_PATH ? trialBanner(agency.trial_date) : null;
  if (!banner) return null;
  const tone = TONES[banner.color];
  return (
    <Paper
      role="status"
      data-color={banner.color}
      bg={tone.bg}
      radius="md"
      px="md"
      py="sm"
      mb="lg"
      style={{ borderLeft: `4px solid ${tone.border}` }}
    >
      <Group gap="sm" wrap="nowrap">
        <IconHourglassHigh size={20} color={tone.icon} aria-hidden="true" />
        <Text size="sm" fw={500}>
          {t(banner.messageKey, { count: banner.days })}
        </Text>
      </Group>
    </Paper>
  );
}
