import type { ReactNode } from 'react';
import { Group, SegmentedControl, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal } from '../../components/FormModal.tsx';
import { ALERT_CHANNELS, ALERT_KINDS, formatScheduledTo, taskScheduledTo, type AlertChannel, type AlertKind, type Locale } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { DateField, TimeField } from '../../components/DateField.tsx';
import { notify } from '../../components/notify.ts';
import { useAccountInfo } from '../../api/account.ts';
import { alertTemplate, type AlertTrip, type ClientMessaging } from './alertText.ts';
import { AlertPreview } from './AlertPreview.tsx';
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
  const agency = useAccountInfo().data?.agency;
  const messaging: ClientMessaging = { locale: agency?.locale ?? 'pt', agencyName: agency?.name ?? '', cloudApi: agency?.whatsapp_cloud_api ?? false };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={alert ? t('tasks.alerts.form.editTitle') : t('tasks.alerts.form.addTitle')}
      size="lg"
    >
      <AlertForm travel={travel} alert={alert ?? null} onDone={onClose} messaging={messaging} />
    </FormModal>
  );
}

/** A new alert starts from the predefined check-in message, in the client's language. */
function initialValues(alert: TripAlert | null, locale: Locale): Values {
  if (!alert) return { kind: 'online_checkin', message: alertTemplate(locale, 'online_checkin'), channel: 'email', send_now: true, date: '', time: '' };
  // a canceled alert comes back with a new time; a scheduled one keeps its own
  const [date = '', time = ''] = alert.scheduled_at && alert.status === 'scheduled' ? formatScheduledTo(alert.scheduled_at, agencyZone()).split(' ') : [];
  return { kind: alert.kind, message: alert.message, channel: alert.channel, send_now: false, date, time: time.slice(0, 5) };
}

interface AlertFormProps {
  travel: AlertTrip & { id: number };
  alert: TripAlert | null;
  onDone: () => void;
  messaging: ClientMessaging;
}

function AlertForm({ travel, alert, onDone, messaging }: AlertFormProps) {
  const { t } = useTranslation();
  const save = useSaveAlert(travel.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(alert, messaging.locale),
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
            form.setFieldValue('message', alertTemplate(messaging.locale, value as AlertKind));
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
        {values.message.trim() ? <AlertPreview values={values} travel={travel} messaging={messaging} /> : null}
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
              <DateField label={t('tasks.alerts.form.date')} {...form.getInputProps('date')} />
              <TimeField label={t('tasks.alerts.form.time')} {...form.getInputProps('time')} />
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
