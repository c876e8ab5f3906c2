import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlertChannel, AlertKind } from '@rumo/core';
import { HTML_LANG } from '../../app/locale.ts';
import { previewAlert, type AlertTrip, type ClientMessaging } from './alertText.ts';

interface AlertPreviewProps {
  values: { kind: AlertKind; message: string; channel: AlertChannel };
  travel: AlertTrip;
  messaging: ClientMessaging;
}

/**
 * The composer's preview: the message exactly as the client will read it, in their language, with
 * their name, the trip and its date, rendered by the same function the server sends with.
 */
export function AlertPreview({ values, travel, messaging }: AlertPreviewProps) {
  const { t } = useTranslation();
  const rendered = previewAlert(values.message, travel, values.kind, values.channel, messaging);
  const note =
    values.channel !== 'whatsapp'
      ? null
      : rendered.template
        ? t('tasks.alerts.form.previewTemplate')
        : t('tasks.alerts.form.previewClickToChat');
  return (
    <Paper
      component="section"
      aria-labelledby="alert-preview-title"
      withBorder
      radius="md"
      p="sm"
      bg="gray.0"
    >
      <Text id="alert-preview-title" size="xs" fw={600} c="gray.8" mb={4}>
        {t('tasks.alerts.form.previewFor', { language: t(`language.${messaging.locale}`) })}
      </Text>
      <Text
        size="sm"
        lang={HTML_LANG[messaging.locale]}
        style={{ whiteSpace: 'pre-wrap' }}
        data-testid="alert-preview"
      >
        {rendered.text}
      </Text>
      {note ? (
        <Text size="xs" c="gray.8" mt={6}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
