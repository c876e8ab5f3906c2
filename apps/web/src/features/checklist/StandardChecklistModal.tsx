import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { standardChecklistFormSchema, type StandardChecklistFormInput } from '@rumo/core';
import { applyMask, maskDate } from '../../components/masks.ts';
import { notify } from '../../components/notify.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { travelsKey } from '../travels/useTravels.ts';
import { createStandardChecklist, errorText } from './standardChecklist.ts';
import { useAgents } from './useAgents.ts';
import { checklistKey } from './useChecklist.ts';

interface Values {
  user_id: string;
  final_date: string;
}

const toInput = (values: Values): Partial<StandardChecklistFormInput> => ({
  user_id: values.user_id ? Number(values.user_id) : undefined,
  final_date: values.final_date,
});
const validateForm = zodValidate<Partial<StandardChecklistFormInput>>(standardChecklistFormSchema);

/** dd/mm/yyyy while typing digits; yyyy-mm-dd once the text has a dash. */
const maskFinalDate = (text: string) => (text.includes('-') ? applyMask(text.replace(/\D/g, ''), '0000-00-00') : maskDate(text));

export interface StandardChecklistModalProps {
  /** The trip just created; the modal is open while it is set. */
  travel: { id: number; name: string } | null;
  /** Called once the step ends, whatever the outcome: the flow then opens the trip. */
  onDone: () => void;
}

/** The 'Sim' step of 'Criar Checklist Padrão?': responsible agent and final date (spec 5). */
export function StandardChecklistModal({ travel, onDone }: StandardChecklistModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={Boolean(travel)} onClose={onDone} title={t('tasks.standard.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {travel ? <StandardChecklistForm travelId={travel.id} onDone={onDone} /> : null}
    </Modal>
  );
}

function StandardChecklistForm({ travelId, onDone }: { travelId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { agents, loading, failed, me } = useAgents();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { user_id: '', final_date: '' },
    validate: (values) => validateForm(toInput(values)),
  });
  const busy = loading || submitting;

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    setSubmitting(true);
    const outcome = await createStandardChecklist({
      travelId,
      agentId: Number(values.user_id),
      finalDate: values.final_date,
      agents,
      taskName: (key) => t(`standardTasks.${key}`),
    });
    setSubmitting(false);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: checklistKey }),
      queryClient.invalidateQueries({ queryKey: travelsKey }),
    ]);
    switch (outcome.kind) {
      case 'agentNotFound':
        form.setFieldError('user_id', t('validation.agentNotFound'));
        return;
      case 'agentEmailMissing':
        form.setFieldError('user_id', t('validation.agentEmailMissing'));
        return;
      case 'dateInvalid':
        form.setFieldError('final_date', t('validation.dateInvalid'));
        return;
      case 'tasksFailed':
        notify.danger(t('checklist.partialFailure', { count: outcome.failed, error: errorText(outcome.firstError) ?? t('errors.generic') }));
        break;
      case 'notifyFailed':
        notify.danger(errorText(outcome.error) ?? t('errors.generic'));
        break;
      case 'noValidEmail':
        notify.warning(t('checklist.serviceResultNoEmail', { count: outcome.created }));
        break;
      case 'notified':
        notify.success(t('checklist.standardSuccess'));
        break;
    }
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('tasks.standard.intro')}</Text>
        <Select
          label={t('tasks.standard.agent')}
          placeholder={t('tasks.form.responsiblePlaceholder')}
          required
          data-autofocus
          data={agents.map((agent) => ({ value: String(agent.id), label: agent.id === me ? t('tasks.form.you', { name: agent.name }) : agent.name }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('user_id')}
        />
        {failed ? (
          <Alert color="yellow" role="alert" p="xs">
            {t('validation.agentsLoadFailed')}
          </Alert>
        ) : null}
        <TextInput
          label={t('tasks.standard.finalDate')}
          description={t('tasks.standard.finalDateHint')}
          required
          placeholder={t('common.datePlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          {...form.getInputProps('final_date')}
          onChange={(event) => form.setFieldValue('final_date', maskFinalDate(event.currentTarget.value))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            {t('tasks.standard.skip')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('tasks.standard.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
