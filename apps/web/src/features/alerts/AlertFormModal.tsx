import type { ReactNode } from 'react';
import { Group, Paper, SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal } from '../../components/FormModal.tsx';
import { ALERT_CHANNELS, ALERT_KINDS, formatScheduledTo, taskScheduledTo, type AlertChannel, type AlertKind } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { DATE_MASK, applyMask, maskDate } from '../../components/masks.ts';
import { notify } from '../../components/notify.ts';
import { alertTemplate, fillAlertText, type AlertTrip } from './alertText.ts';
import { useSaveAlert, type TripAlert } from './useAlerts.ts';
import { agencyZone } from '../../app/agencyZone.ts';

interface Values {
  kind: AlertKind;
  message: string;
  channel: AlertChannel;
  send_now: boolean;
  date: string;
  time: string;
}

export interface AlertFormModalProps {
  opened: boolean;
  onClose: () => void;
  travel: AlertTrip & { id: number };
  /** The alert to edit or reschedule; a new one without it. */
  alert?: TripAlert | null;
}

/** New alert or a change to one not sent yet: predefined message, channel, now or a date and time. */
export function AlertFormModal({ opened, onClose, travel, alert }: AlertFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={alert ? t('tasks.alerts.form.editTitle') : t('tasks.alerts.form.addTitle')}
      size="lg"
    >
      <AlertForm travel={travel} alert={alert ?? null} onDone={onClose} />
    </FormModal>
  );
}

function initialValues(alert: TripAlert | null): Values {
  if (!alert) return { kind: 'online_checkin', message: alertTemplate('online_checkin'), channel: 'email', send_now: true, date: '', time: '' };
  // a canceled alert comes back with a new time; a scheduled one keeps its own
  const [date = '', time = ''] = alert.scheduled_at && alert.status === 'scheduled' ? formatScheduledTo(alert.scheduled_at, agencyZone()).split(' ') : [];
  return { kind: alert.kind, message: alert.message, channel: alert.channel, send_now: false, date, time: time.slice(0, 5) };
}

function AlertForm({ travel, alert, onDone }: { travel: AlertTrip & { id: number }; alert: TripAlert | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAlert(travel.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(alert),
    validate: {
      message: (value, values) => (values.kind === 'custom' && !value.trim() ? t('validation.required') : null),
      date: (value, values) => (values.send_now || value || (values.kind === 'pcr_test' && !values.time) ? null : t('validation.dateRequired')),
      time: (value, values) => (values.send_now || value || !values.date ? null : t('validation.timeRequired')),
    },
  });
  const { values } = form;

  // The server says scheduled_at (date and time together); it shows under the date.
  const fieldTarget = {
    setErrors: (errors: Record<string, ReactNode>) => {
      const { scheduled_at, ...rest } = errors;
      form.setErrors(scheduled_at ? { ...rest, date: scheduled_at } : rest);
    },
  };

  const submit = form.onSubmit((input) => {
    const scheduled = !input.send_now && input.date ? taskScheduledTo(input.date, input.time) : null;
    save.mutate(
      {
        id: alert?.id,
        travel_id: travel.id,
        kind: input.kind,
        message: input.message.trim(),
        channel: input.channel,
        send_now: input.send_now,
        scheduled_at: scheduled,
      },
      {
        onSuccess: () => {
          notify.success(alert ? t('tasks.alerts.updated') : input.send_now ? t('tasks.alerts.sentNow') : t('tasks.alerts.created'));
          onDone();
        },
        onError: (error) => showFormErrors(fieldTarget, error),
      },
    );
  });

  const placeholders = { customer: '{{customer}}', trip: '{{trip}}', date: '{{date}}' };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('tasks.alerts.form.kind')}
          data={ALERT_KINDS.map((kind) => ({ value: kind, label: t(`tasks.alerts.kinds.${kind}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          {...form.getInputProps('kind')}
          onChange={(value) => {
            if (!value) return;
            form.setFieldValue('kind', value as AlertKind);
            form.setFieldValue('message', alertTemplate(value as AlertKind));
          }}
        />
        <Textarea
          label={t('tasks.alerts.form.message')}
          description={t('tasks.alerts.form.messageHint', placeholders)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('message')}
        />
        {values.message.trim() ? (
          <Paper withBorder radius="md" p="sm" bg="gray.0">
            <Text size="xs" fw={600} c="dimmed" mb={4}>
              {t('tasks.alerts.form.preview')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="alert-preview">
              {fillAlertText(values.message, travel, values.kind)}
            </Text>
          </Paper>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="alert-channel-label">
            {t('tasks.alerts.form.channel')}
          </Text>
          <SegmentedControl
            aria-labelledby="alert-channel-label"
            value={values.channel}
            onChange={(value) => form.setFieldValue('channel', value as AlertChannel)}
            data={ALERT_CHANNELS.map((channel) => ({ value: channel, label: t(`tasks.alerts.channels.${channel}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
          {form.errors.channel ? (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.channel}
            </Text>
          ) : null}
        </Stack>
        <Switch label={t('tasks.alerts.form.sendNow')} {...form.getInputProps('send_now', { type: 'checkbox' })} />
        {values.send_now ? null : (
          <Stack gap={4}>
            <Group grow align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={t('tasks.alerts.form.date')}
                placeholder={t('tasks.form.datePlaceholder')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={DATE_MASK.length}
                leftSection={<IconCalendar size={16} aria-hidden="true" />}
                {...form.getInputProps('date')}
                onChange={(event) => form.setFieldValue('date', maskDate(event.currentTarget.value))}
              />
              <TextInput
                label={t('tasks.alerts.form.time')}
                placeholder={t('tasks.form.timePlaceholder')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                leftSection={<IconClock size={16} aria-hidden="true" />}
                {...form.getInputProps('time')}
                onChange={(event) => form.setFieldValue('time', applyMask(event.currentTarget.value.replace(/\D/g, ''), '00:00'))}
              />
            </Group>
            {values.kind === 'pcr_test' ? (
              <Text size="xs" c="dimmed">
                {t('tasks.alerts.form.pcrHint')}
              </Text>
            ) : null}
          </Stack>
        )}
        <FormActions onCancel={onDone} loading={save.isPending} submitLabel={alert ? t('tasks.alerts.form.submitEdit') : values.send_now ? t('tasks.alerts.form.submitSend') : t('tasks.alerts.form.submitAdd')} />
      </Stack>
    </form>
  );
}
