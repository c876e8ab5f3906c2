import { ActionIcon, Anchor, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TASK_TRAVEL_NAME_MAX, truncate } from '@rumo/core';
import { notify } from '../../components/notify.ts';
import { isOverdue, useToggleTask, type Task } from './useChecklist.ts';

export interface TaskTableProps {
  tasks: Task[];
  /** The trip column (the task modal); a trip's own tab leaves it out. */
  showTravel?: boolean;
  /** The trash: no toggle, only restore. */
  trash?: boolean;
  onEdit?: (task: Task) => void;
  onDelete?: (task: Task) => void;
  onRestore?: (task: Task) => void;
  /** Called when a trip link is followed (the modal closes then). */
  onOpenTravel?: () => void;
}

/** "dd/mm/yyyy HH:MM:SS" -> "dd/mm/yyyy HH:MM". */
const shortTime = (scheduledTo: string) => scheduledTo.slice(0, 16);

/** Tasks with the checked box that saves at once (spec 2); overdue rows are marked in red. */
export function TaskTable({ tasks, showTravel = false, trash = false, onEdit, onDelete, onRestore, onOpenTravel }: TaskTableProps) {
  const { t } = useTranslation();
  const toggle = useToggleTask();
  const hasActions = Boolean(onEdit || onDelete || onRestore);

  const setChecked = (task: Task, checked: boolean) =>
    toggle.mutate(
      { id: task.id, checked },
      { onError: (error) => notify.danger(t('tasks.toggleFailed', { error: error.message })) },
    );

  return (
    <Table.ScrollContainer minWidth={showTravel ? 640 : 520}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('tasks.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('tasks.table.checked')}</Table.Th>
            <Table.Th>{t('tasks.table.name')}</Table.Th>
            <Table.Th>{t('tasks.table.responsible')}</Table.Th>
            <Table.Th>{t('tasks.table.scheduledTo')}</Table.Th>
            {showTravel ? <Table.Th>{t('tasks.table.travel')}</Table.Th> : null}
            {hasActions ? <Table.Th ta="right">{t('tasks.table.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => {
            const overdue = !trash && isOverdue(task);
            return (
              <Table.Tr key={task.id} data-overdue={overdue || undefined} bg={overdue ? 'red.0' : undefined}>
                <Table.Td>
                  <Checkbox
                    checked={task.checked}
                    disabled={trash}
                    onChange={(event) => setChecked(task, event.currentTarget.checked)}
                    aria-label={t('tasks.table.toggle', { name: task.name })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} td={task.checked ? 'line-through' : undefined} c={task.checked ? 'dimmed' : undefined}>
                      {task.name}
                    </Text>
                    {overdue ? (
                      <Badge size="xs" color="red.9" variant="filled" tt="none">
                        {t('tasks.table.overdue')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{task.user.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {shortTime(task.scheduled_to)}
                  </Text>
                </Table.Td>
                {showTravel ? (
                  <Table.Td>
                    {task.travel ? (
                      <Anchor component={Link} to={`/viagem/${task.travel.customer_id}/${task.travel.id}`} size="sm" title={task.travel.name} onClick={onOpenTravel} style={{ whiteSpace: 'nowrap' }}>
                        {truncate(task.travel.name, TASK_TRAVEL_NAME_MAX)}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('tasks.table.noTravel')}
                      </Text>
                    )}
                  </Table.Td>
                ) : null}
                {hasActions ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {onEdit ? (
                        <Tooltip label={t('tasks.table.edit', { name: task.name })}>
                          <ActionIcon variant="subtle" color="gray.8" onClick={() => onEdit(task)} aria-label={t('tasks.table.edit', { name: task.name })}>
                            <IconPencil size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      {onDelete ? (
                        <Tooltip label={t('tasks.table.remove', { name: task.name })}>
                          <ActionIcon variant="subtle" color="red.9" onClick={() => onDelete(task)} aria-label={t('tasks.table.remove', { name: task.name })}>
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      {onRestore ? (
                        <Tooltip label={t('tasks.table.restore', { name: task.name })}>
                          <ActionIcon variant="subtle" color="rumo.8" onClick={() => onRestore(task)} aria-label={t('tasks.table.restore', { name: task.name })}>
                            <IconRestore size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
