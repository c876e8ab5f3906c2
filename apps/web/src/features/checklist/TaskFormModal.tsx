import type { ReactNode } from 'react';
import { Alert, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal } from '../../components/FormModal.tsx';
import { taskScheduledTo } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { DateField, TimeField } from '../../components/DateField.tsx';
import { notify } from '../../components/notify.ts';
import { useAgents } from './useAgents.ts';
import { useSaveTask, type Task } from './useChecklist.ts';


interface Values {
  name: string;
  user_id: string;
  date: string;
  time: string;
}

export interface TaskFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The task to edit; a new one without it. */
  task?: Task | null;
  /** The trip a new task belongs to (opened from a trip); none for a general to-do. */
  travel?: { id: number; name: string } | null;
}

/** New or edited task: name, responsible, date dd/mm/yyyy and time hh:mm (spec 5, task form). */
export function TaskFormModal({ opened, onClose, task, travel }: TaskFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={task ? t('tasks.form.editTitle') : t('tasks.form.addTitle')}
      size="md"
    >
      <TaskForm task={task ?? null} travel={travel ?? task?.travel ?? null} onDone={onClose} />
    </FormModal>
  );
}

function TaskForm({ task, travel, onDone }: { task: Task | null; travel: { id: number; name: string } | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { agents, failed, me } = useAgents();
  const save = useSaveTask();
  const [date = '', time = ''] = task ? task.scheduled_to.split(' ') : [];
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: task?.name ?? '',
      user_id: task ? String(task.user_id) : me ? String(me) : '',
      date,
      time: time.slice(0, 5),
    },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required')),
      user_id: (value) => (value ? null : t('validation.agentRequired')),
      date: (value) => (value ? null : t('validation.dateRequired')),
      time: (value) => (value ? null : t('validation.timeRequired')),
    },
  });

  // The server names the date and time together scheduled_to; it shows under the date.
  const fieldTarget = {
    setErrors: (errors: Record<string, ReactNode>) => {
      const { scheduled_to, ...rest } = errors;
      form.setErrors(scheduled_to ? { ...rest, date: scheduled_to } : rest);
    },
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: task?.id,
        name: values.name.trim(),
        user_id: Number(values.user_id),
        travel_id: travel?.id ?? null,
        scheduled_to: taskScheduledTo(values.date, values.time),
      },
      {
        onSuccess: () => {
          notify.success(task ? t('tasks.form.updated') : t('tasks.form.created'));
          onDone();
        },
        onError: (error) => showFormErrors(fieldTarget, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('tasks.form.name')} required data-autofocus maxLength={200} {...form.getInputProps('name')} />
        <Select
          label={t('tasks.form.responsible')}
          placeholder={t('tasks.form.responsiblePlaceholder')}
          required
          data={agents.map((agent) => ({ value: String(agent.id), label: agent.isMe ? t('tasks.form.you', { name: agent.name }) : agent.name }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('user_id')}
        />
        {failed ? (
          <Alert color="yellow" role="alert" p="xs">
            {t('validation.agentsLoadFailed')}
          </Alert>
        ) : null}
        {travel ? (
          <div>
            <Text size="sm" fw={500}>
              {t('tasks.form.travel')}
            </Text>
            <Text size="sm">{travel.name}</Text>
          </div>
        ) : null}
        <Group grow align="flex-start" gap="sm" wrap="nowrap">
          <DateField label={t('tasks.form.date')} required {...form.getInputProps('date')} />
          <TimeField label={t('tasks.form.time')} required {...form.getInputProps('time')} />
        </Group>
        <FormActions onCancel={onDone} loading={save.isPending} submitLabel={task ? t('tasks.form.submitEdit') : t('tasks.form.submitAdd')} />
      </Stack>
    </form>
  );
}
