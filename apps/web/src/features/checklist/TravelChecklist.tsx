import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconChecklist, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { TaskFormModal } from './TaskFormModal.tsx';
import { TaskTable } from './TaskTable.tsx';
import { useDeleteTask, useRestoreTask, useTripTasks, type Task } from './useChecklist.ts';

type View = 'live' | 'trash';

/** The trip's Checklist tab: its tasks, edit, delete to the trash (Lixeira) and restore. */
export function TravelChecklist({ travel }: { travel: { id: number; name: string } }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('live');
  const [form, setForm] = useState<{ task: Task | null } | null>(null);
  const tasks = useTripTasks(travel.id, view === 'trash');
  const remove = useDeleteTask();
  const restore = useRestoreTask();
  const fail = (error: unknown) => notify.failure(error);

  const askDelete = (task: Task) =>
    confirmDelete({
      name: task.name,
      onConfirm: () => remove.mutateAsync(task.id).then(() => notify.success(t('tasks.trip.deleted')), fail),
    });
  const doRestore = (task: Task) => restore.mutate(task.id, { onSuccess: () => notify.success(t('tasks.trip.restored')), onError: fail });

  const trash = view === 'trash';
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {t('tasks.trip.heading')}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('tasks.trip.viewLabel')}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'live', label: t('tasks.trip.active') },
              { value: 'trash', label: t('tasks.trip.trash') },
            ]}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ task: null })}>
            {t('tasks.newTask')}
          </Button>
        </Group>
      </Group>
      <DataLoader
        query={tasks}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            titleOrder={3}
            icon={trash ? <IconTrash aria-hidden="true" /> : <IconChecklist aria-hidden="true" />}
            title={trash ? t('tasks.trip.trashEmptyTitle') : t('tasks.trip.emptyTitle')}
            description={trash ? t('tasks.trip.trashEmptyText') : t('tasks.trip.emptyText')}
          />
        }
      >
        {(rows) =>
          trash ? (
            <TaskTable tasks={rows} trash onRestore={doRestore} />
          ) : (
            <TaskTable tasks={rows} onEdit={(task) => setForm({ task })} onDelete={askDelete} />
          )
        }
      </DataLoader>
      <TaskFormModal opened={Boolean(form)} onClose={() => setForm(null)} task={form?.task} travel={travel} />
    </Stack>
  );
}
