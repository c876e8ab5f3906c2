import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBell, IconBellOff, IconBrandWhatsapp, IconCalendarRepeat, IconMail, IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatScheduledTo, type AlertStatus } from '@rumo/core';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { AlertFormModal } from './AlertFormModal.tsx';
import type { AlertTrip } from './alertText.ts';
import { useCancelAlert, useTripAlerts, type TripAlert } from './useAlerts.ts';
import { agencyZone } from '../../app/agencyZone.ts';

type View = 'live' | 'canceled';

/** What the badge says: the alert's status or, once WhatsApp reported on the sent message, that report. */
type Shown = AlertStatus | 'delivered' | 'read';
const STATUS_COLOR: Record<Shown, string> = { scheduled: 'blue', sent: 'green', delivered: 'teal', read: 'teal', failed: 'red', canceled: 'gray' };
/** Badge text dark enough for AA (4.5:1) on each light badge background; the theme's shade 9 of green is not. */
const STATUS_TEXT: Record<Shown, string> = { scheduled: '#1a4d80', sent: '#1d5a2b', delivered: '#0b5247', read: '#0b5247', failed: '#9b1c1c', canceled: '#3d4247' };

function shownStatus(alert: TripAlert) {
  if (alert.delivery_status === 'delivered' || alert.delivery_status === 'read')
    return { status: alert.delivery_status, label: `tasks.alerts.deliveryStatuses.${alert.delivery_status}` } as const;
  if (alert.status === 'failed' && alert.delivery_status === 'failed') return { status: 'failed', label: 'tasks.alerts.deliveryStatuses.failed' } as const;
  return { status: alert.status, label: `tasks.alerts.statuses.${alert.status}` } as const;
}

/** "dd/mm/yyyy HH:MM" in the trip zone. */
const when = (instant: string) => formatScheduledTo(instant, agencyZone()).slice(0, 16);

/** The trip's Alertas tab: what goes to the client, by e-mail or WhatsApp, now or at a time. */
export function TravelAlerts({ travel }: { travel: AlertTrip & { id: number } }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('live');
  const [form, setForm] = useState<{ alert: TripAlert | null } | null>(null);
  const alerts = useTripAlerts(travel.id, view === 'canceled');
  const cancel = useCancelAlert(travel.id);
  const canceledView = view === 'canceled';
  // the trip's list still holds the canceled ones; they have their own view
  const visible = (rows: TripAlert[]) => (canceledView ? rows : rows.filter((alert) => alert.status !== 'canceled'));

  const kindName = (alert: TripAlert) => t(`tasks.alerts.kinds.${alert.kind}`);
  const askCancel = (alert: TripAlert) =>
    modals.openConfirmModal({
      title: t('tasks.alerts.cancelTitle'),
      centered: true,
      children: <Text size="sm">{t('tasks.alerts.cancelText', { name: kindName(alert) })}</Text>,
      labels: { confirm: t('tasks.alerts.cancelConfirm'), cancel: t('tasks.alerts.keep') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: () =>
        cancel.mutate(alert.id, {
          onSuccess: () => notify.success(t('tasks.alerts.canceled')),
          onError: (error) => notify.danger(error.message),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {t('tasks.alerts.heading')}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('tasks.alerts.viewLabel')}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'live', label: t('tasks.alerts.active') },
              { value: 'canceled', label: t('tasks.alerts.canceledView') },
            ]}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ alert: null })}>
            {t('tasks.alerts.newAlert')}
          </Button>
        </Group>
      </Group>
      <DataLoader
        query={alerts}
        isEmpty={(rows) => visible(rows).length === 0}
        empty={
          <EmptyState
            titleOrder={3}
            icon={canceledView ? <IconBellOff aria-hidden="true" /> : <IconBell aria-hidden="true" />}
            title={canceledView ? t('tasks.alerts.canceledEmptyTitle') : t('tasks.alerts.emptyTitle')}
            description={canceledView ? t('tasks.alerts.canceledEmptyText') : t('tasks.alerts.emptyText')}
          />
        }
      >
        {(rows) => (
          <Stack component="ul" gap="sm" aria-label={t('tasks.alerts.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {visible(rows).map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                name={kindName(alert)}
                onEdit={alert.status === 'scheduled' || canceledView ? () => setForm({ alert }) : undefined}
                onCancel={alert.status === 'scheduled' && !canceledView ? () => askCancel(alert) : undefined}
                rescheduling={canceledView}
              />
            ))}
          </Stack>
        )}
      </DataLoader>
      <AlertFormModal opened={Boolean(form)} onClose={() => setForm(null)} travel={travel} alert={form?.alert} />
    </Stack>
  );
}

interface AlertRowProps {
  alert: TripAlert;
  name: string;
  onEdit?: () => void;
  onCancel?: () => void;
  rescheduling: boolean;
}

function AlertRow({ alert, name, onEdit, onCancel, rescheduling }: AlertRowProps) {
  const { t } = useTranslation();
  const ChannelIcon = alert.channel === 'whatsapp' ? IconBrandWhatsapp : IconMail;
  const shown = shownStatus(alert);
  const status = (
    <Badge color={STATUS_COLOR[shown.status]} variant="light" c={STATUS_TEXT[shown.status]} tt="none" tabIndex={alert.error ? 0 : undefined} data-testid="alert-status">
      {t(shown.label)}
    </Badge>
  );
  const time = alert.sent_at
    ? t('tasks.alerts.sentAt', { date: when(alert.sent_at) })
    : alert.scheduled_at
      ? t('tasks.alerts.scheduledFor', { date: when(alert.scheduled_at) })
      : t('tasks.alerts.pcrDefault');
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-status={alert.status} data-delivery={alert.delivery_status ?? undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {name}
            </Text>
            {alert.error ? (
              <Tooltip label={alert.error} multiline w={260}>
                {status}
              </Tooltip>
            ) : (
              status
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <ChannelIcon size={16} aria-hidden="true" />
            <Text size="xs" c="dimmed">
              {t(`tasks.alerts.channels.${alert.channel}`)} · {time}
            </Text>
          </Group>
          <Text size="sm" lineClamp={2}>
            {alert.message}
          </Text>
          {alert.error ? (
            <Text size="xs" c="red.9">
              {alert.error}
            </Text>
          ) : null}
          {alert.whatsapp_url && alert.status !== 'canceled' ? (
            <Button
              component="a"
              href={alert.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              color="#1e6b31"
              w="fit-content"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
              aria-label={t('tasks.alerts.openWhatsapp', { name })}
            >
              {t('tasks.alerts.openWhatsappShort')}
            </Button>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {onEdit ? (
            <Tooltip label={rescheduling ? t('tasks.alerts.reschedule', { name }) : t('tasks.alerts.edit', { name })}>
              <ActionIcon variant="subtle" color="gray.8" onClick={onEdit} aria-label={rescheduling ? t('tasks.alerts.reschedule', { name }) : t('tasks.alerts.edit', { name })}>
                {rescheduling ? <IconCalendarRepeat size={18} aria-hidden="true" /> : <IconPencil size={18} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          ) : null}
          {onCancel ? (
            <Tooltip label={t('tasks.alerts.cancel', { name })}>
              <ActionIcon variant="subtle" color="red.9" onClick={onCancel} aria-label={t('tasks.alerts.cancel', { name })}>
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
