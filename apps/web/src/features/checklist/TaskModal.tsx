import { useState } from 'react';
import { Button, Group, Modal, Pagination, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_STATUSES, type ChecklistStatus } from '@rumo/core';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TaskFormModal } from './TaskFormModal.tsx';
import { TaskTable } from './TaskTable.tsx';
import { useTaskPage, type Task, type TaskScope } from './useChecklist.ts';

const PAGE_SIZE = 10;

export interface TaskModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The clipboard icon's modal (spec 2): every task of the agency, filtered and paged. */
export function TaskModal({ opened, onClose }: TaskModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [scope, setScope] = useState<TaskScope>('all');
  const [status, setStatus] = useState<ChecklistStatus>('open');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ task: Task | null } | null>(null);
  const tasks = useTaskPage({ scope, status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, opened);
  const pages = Math.ceil((tasks.data?.count ?? 0) / PAGE_SIZE);

  return (
    <>
      <Modal
        opened={opened && !form}
        onClose={onClose}
        title={t('tasks.title')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <SegmentedControl
                aria-label={t('tasks.filters.scopeLabel')}
                value={scope}
                onChange={(value) => {
                  setScope(value as TaskScope);
                  setPage(1);
                }}
                data={[
                  { value: 'all', label: t('tasks.filters.all') },
                  { value: 'mine', label: t('tasks.filters.mine') },
                ]}
              />
              <SegmentedControl
                aria-label={t('tasks.filters.statusLabel')}
                value={status}
                onChange={(value) => {
                  setStatus(value as ChecklistStatus);
                  setPage(1);
                }}
                data={CHECKLIST_STATUSES.map((value) => ({ value, label: t(`tasks.filters.${value}`) }))}
              />
            </Group>
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ task: null })}>
              {t('tasks.newTask')}
            </Button>
          </Group>
          <div aria-busy={tasks.isFetching} aria-live="polite">
            <DataLoader
              query={tasks}
              isEmpty={(data) => data.results.length === 0}
              empty={<EmptyState titleOrder={3} icon={<IconChecklist aria-hidden="true" />} title={t('tasks.emptyTitle')} description={t('tasks.emptyText')} />}
            >
              {(data) => <TaskTable tasks={data.results} showTravel onEdit={(task) => setForm({ task })} onOpenTravel={onClose} />}
            </DataLoader>
          </div>
          {pages > 1 ? (
            <Group justify="flex-end">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={phone ? 0 : 1}
                aria-label={t('tasks.table.pages')}
                getItemProps={(item) => ({ 'aria-label': t('tasks.table.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`tasks.table.pageControl.${control}`) })}
              />
            </Group>
          ) : null}
        </Stack>
      </Modal>
      <TaskFormModal opened={opened && Boolean(form)} onClose={() => setForm(null)} task={form?.task} />
    </>
  );
}
