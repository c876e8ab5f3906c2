import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.ts';
import { formatBytes } from '../../components/formatBytes.ts';
import { formatInstant } from './format.ts';
import { useAgencyExport } from './usePrivacy.ts';

/** 'Exportar todos os dados': asks for the zip, follows it and offers the download link. */
export function ExportData() {
  const { t, i18n } = useTranslation();
  const { current, request } = useAgencyExport();
  const pending = current?.status === 'pending';

  const start = () =>
    request.mutate(undefined, {
      onError: (error) => notify.failure(error),
    });

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('dataPrivacy.export.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dataPrivacy.export.text')}
      </Text>
      {pending ? (
        <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <div>
            <Text size="sm" fw={600}>
              {t('dataPrivacy.export.preparing')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('dataPrivacy.export.preparingHint')}
            </Text>
          </div>
        </Group>
      ) : null}
      {current?.status === 'ready' && current.url ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconFileZip size={18} aria-hidden="true" />}
          title={t('dataPrivacy.export.ready')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          role="status"
        >
          <Stack gap={6}>
            <Text size="xs">
              {t('dataPrivacy.export.requestedAt', {
                date: formatInstant(current.requested_at, i18n.language),
              })}
            </Text>
            <Button
              component="a"
              href={current.url}
              download
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              w="fit-content"
            >
              {t('dataPrivacy.export.download', { size: formatBytes(current.size ?? 0, i18n.language) })}
            </Button>
            <Text size="xs">{t('dataPrivacy.export.linkValid')}</Text>
          </Stack>
        </Alert>
      ) : null}
      {current?.status === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {current.detail ?? t('dataPrivacy.export.failed')}
        </Alert>
      ) : null}
      {!pending ? (
        <Button
          variant={current ? 'default' : 'filled'}
          leftSection={<IconFileZip size={16} aria-hidden="true" />}
          loading={request.isPending}
          onClick={start}
          w="fit-content"
        >
          {current ? t('dataPrivacy.export.again') : t('dataPrivacy.export.button')}
        </Button>
      ) : null}
    </Stack>
  );
}
