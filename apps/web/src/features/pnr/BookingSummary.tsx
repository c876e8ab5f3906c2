import type { ReactNode } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DecodeResult } from './types.ts';
import classes from './pnr.module.css';

export interface BookingSummaryProps {
  result: DecodeResult;
  /** Buttons beside the summary (copy as text). */
  actions?: ReactNode;
  headingOrder?: 2 | 3;
}

/** Locator, passengers and where the text came from, above the flights. */
export function BookingSummary({ result, actions, headingOrder = 2 }: BookingSummaryProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
      <VisuallyHidden>
        <Title order={headingOrder}>{t('pnr.summary.heading')}</Title>
      </VisuallyHidden>
      <Group justify="space-between" align="flex-start" gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm" style={{ flex: '1 1 420px' }}>
          <Field label={t('pnr.summary.locator')}>
            {result.locator ? (
              <Text fz="xl" fw={700} className={classes.mono} data-testid="pnr-locator">
                {result.locator}
              </Text>
            ) : (
              <Text c="dimmed">{t('pnr.summary.noLocator')}</Text>
            )}
          </Field>
          <Field label={t('pnr.summary.passengers')}>
            {result.passengers.length > 0 ? (
              <Stack gap={0} component="ul" className={classes.list}>
                {result.passengers.map((passenger, index) => (
                  <Text component="li" key={index} fw={500} className={classes.wrap}>
                    {passenger.name}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">—</Text>
            )}
          </Field>
          <Field label={t('pnr.summary.format')}>
            <Text fw={500}>{t(`pnr.summary.formats.${result.format}`)}</Text>
          </Field>
        </SimpleGrid>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
        {label}
      </Text>
      {children}
    </Box>
  );
}
