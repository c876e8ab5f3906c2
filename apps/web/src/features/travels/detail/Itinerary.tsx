import { Suspense, lazy, useState } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlus, IconRoute } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirmDelete.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify } from '../../../components/notify.ts';
import { longDay } from '../format.ts';
import { itineraryDays } from './itineraryDays.ts';
import { TrailCard } from './TrailCard.tsx';
import { trailTitle } from '../trailFacts.ts';
import { trailTypeLabel } from '../trailIcons.tsx';
import { useLocale } from '../useLocale.ts';
import { useDeleteTrail } from '../useTrails.ts';
import { travelsKey, type TrailItem, type Travel } from '../useTravels.ts';
import classes from './itinerary.module.css';

// The item form (date pickers, phone input) and the PNR import load only when asked for.
const TrailFormModal = lazy(() => import('../form/TrailFormModal.tsx').then((m) => ({ default: m.TrailFormModal })));
const PnrImportDialog = lazy(() => import('../../pnr/PnrImportDialog.tsx').then((m) => ({ default: m.PnrImportDialog })));

/** Roteiro: the trip's items day by day, with add, edit, delete and the PNR import. */
export function Itinerary({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const remove = useDeleteTrail();
  const [editing, setEditing] = useState<{ opened: boolean; trail: TrailItem | null }>({ opened: false, trail: null });
  const [importing, setImporting] = useState(false);
  const days = itineraryDays(travel.trails);

  const askDelete = (trail: TrailItem) =>
    confirmDelete({
      name: `${trailTypeLabel(trail.type, locale)}: ${trailTitle(trail)}`,
      onConfirm: () =>
        remove.mutateAsync(trail.id).then(
          () => notify.success(t('travels.itinerary.deleted')),
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <Box>
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('travels.itinerary.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('travels.itinerary.items', { count: travel.trails.length })}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={() => setImporting(true)}>
            {t('travels.itinerary.importPnr')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({ opened: true, trail: null })}>
            {t('travels.itinerary.add')}
          </Button>
        </Group>
      </Group>

      {days.length === 0 ? (
        <EmptyState
          titleOrder={3}
          icon={<IconRoute aria-hidden="true" />}
          title={t('travels.itinerary.emptyTitle')}
          description={t('travels.itinerary.emptyText')}
        />
      ) : (
        <Stack gap="lg">
          {days.map((day) => (
            <section key={day.date ?? 'undated'} className={classes.day}>
              <span className={classes.dot} aria-hidden="true" />
              <Title order={3} fz="sm" fw={700} c="gray.8" mb="xs" lh="26px">
                {day.date ? longDay(day.date, locale) : t('travels.itinerary.undated')}
              </Title>
              <Stack gap="sm">
                {day.trails.map((trail) => (
                  <TrailCard key={trail.id} trail={trail} onEdit={(item) => setEditing({ opened: true, trail: item })} onDelete={askDelete} />
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      )}

      {editing.opened ? (
        <Suspense fallback={null}>
          <TrailFormModal opened travel={travel} trail={editing.trail} onClose={() => setEditing({ opened: false, trail: null })} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <PnrImportDialog
            travelId={travel.id}
            opened={importing}
            onClose={() => setImporting(false)}
            onImported={() => void queryClient.invalidateQueries({ queryKey: travelsKey })}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
