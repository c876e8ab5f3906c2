import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { IconCalendarMonth, IconList, IconPlaneTilt, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TUTORIAL_PARAM } from '@rumo/core';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { HOME_FILTERS, type HomeFilter } from './list/homeFilter.ts';
import { TravelCalendar } from './calendar/TravelCalendar.tsx';
import { TravelList } from './list/TravelList.tsx';
import { useStoredChoice } from './useStoredChoice.ts';
import { useTravelList } from './useTravels.ts';

// The trip form (and its date picker) downloads when it is first opened; so does the tutorial.
const TutorialModal = lazy(() => import('../tutorial/TutorialModal.tsx').then((m) => ({ default: m.TutorialModal })));
const CreateTravelFlow = lazy(() => import('./form/CreateTravelFlow.tsx').then((m) => ({ default: m.CreateTravelFlow })));

const MODES = ['calendar', 'list'] as const;
type HomeMode = (typeof MODES)[number];

/** / : the trips dashboard, as a calendar (Painel) or a list (Lista), with the trip form. */
export function HomePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useStoredChoice<HomeMode>('rumo.travels.mode', MODES, 'calendar');
  const [filter, setFilter] = useStoredChoice<HomeFilter>('rumo.travels.filter', HOME_FILTERS, 'allGoing');
  const [creating, setCreating] = useState(false);
  // /?tutorial opens the walkthrough over the home screen (spec 2); closing it drops the parameter
  const [params, setParams] = useSearchParams();
  const tutorial = params.has(TUTORIAL_PARAM);
  const closeTutorial = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TUTORIAL_PARAM);
        return next;
      },
      { replace: true },
    );
  // Whether the agency has any trip at all: without one, the first step is the empty state.
  const any = useTravelList({ scope: 'all', limit: 1, offset: 0 });

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
      {t('travels.home.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('travels.home.title')} subtitle={t('travels.home.subtitle')} actions={addButton} />
      <DataLoader
        query={any}
        isEmpty={(data) => data.count === 0}
        empty={
          <EmptyState
            icon={<IconPlaneTilt aria-hidden="true" />}
            title={t('travels.home.emptyTitle')}
            description={t('travels.home.emptyText')}
            actions={
              <Group gap="sm" justify="center">
                {addButton}
                <Button
                  variant="default"
                  leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
                  onClick={() => setParams({ [TUTORIAL_PARAM]: '1' })}
                >
                  {t('tutorial.open')}
                </Button>
              </Group>
            }
          />
        }
      >
        {() => (
          <>
            <Group justify="space-between" mb="md" gap="sm">
              <SegmentedControl
                aria-label={t('travels.home.mode')}
                value={mode}
                onChange={(value) => setMode(value as HomeMode)}
                data={[
                  { value: 'calendar', label: <ModeLabel icon={<IconCalendarMonth size={16} aria-hidden="true" />} text={t('travels.home.modes.calendar')} /> },
                  { value: 'list', label: <ModeLabel icon={<IconList size={16} aria-hidden="true" />} text={t('travels.home.modes.list')} /> },
                ]}
              />
              <Select
                label={t('travels.home.filter')}
                value={filter}
                onChange={(value) => value && setFilter(value as HomeFilter)}
                data={HOME_FILTERS.map((value) => ({ value, label: t(`travels.home.filters.${value}`) }))}
                allowDeselect={false}
                w={{ base: '100%', xs: 240 }}
                styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            {mode === 'calendar' ? <TravelCalendar filter={filter} /> : <TravelList filter={filter} />}
          </>
        )}
      </DataLoader>
      {tutorial ? (
        <Suspense fallback={null}>
          <TutorialModal onClose={closeTutorial} />
        </Suspense>
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <CreateTravelFlow opened onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function ModeLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
