import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MB, type CustomerImportResult } from '@rumo/core';
import { isApiError } from '../../api/client.ts';
import { FileDropzone } from '../../components/FileDropzone.tsx';
import { useImportCustomers } from './useTransfer.ts';

const SHEET_ACCEPT: Record<string, string[]> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};
/** The multipart limit of the API. */
const IMPORT_MAX_BYTES = 10 * MB;

function Stat({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** The answer of an import: how many came in, how many rows were skipped, and why, row by row. */
function ImportResult({ result }: { result: CustomerImportResult }) {
  const { t, i18n } = useTranslation();
  const fieldName = (field: string | null) =>
    field && i18n.exists(`clients.columns.${field}`)
      ? t(`clients.columns.${field}` as 'clients.columns.first_name')
      : (field ?? '—');
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Stat label={t('customers.import.created')} value={result.created} color="green.9" />
        <Stat
          label={t('customers.import.skipped')}
          value={result.skipped}
          color={result.skipped ? 'orange.9' : 'dimmed'}
        />
      </SimpleGrid>
      {result.errors.length === 0 ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />}>
          {t('customers.import.noErrors')}
        </Alert>
      ) : (
        <Stack gap="xs">
          <Text fw={600} size="sm" id="import-errors-title">
            {t('customers.import.errorsTitle')}
          </Text>
          <Table.ScrollContainer minWidth={420} mah={320} type="native">
            <Table striped verticalSpacing={6} fz="sm" aria-labelledby="import-errors-title" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('customers.import.columns.row')}</Table.Th>
                  <Table.Th w={150}>{t('customers.import.columns.field')}</Table.Th>
                  <Table.Th>{t('customers.import.columns.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error, index) => (
                  <Table.Tr key={`${error.row}-${error.field ?? ''}-${index}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{fieldName(error.field)}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}

export interface ImportModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Importar: a .xlsx or .csv sheet, sent with upload progress, then the result. */
export function ImportModal({ opened, onClose }: ImportModalProps) {
  const { t } = useTranslation();
  const importer = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<CustomerImportResult | null>(null);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setResult(null);
    importer.reset();
  };
  const close = () => {
    if (importer.isPending) return;
    reset();
    onClose();
  };
  const send = () => {
    if (!file) {
      setFileError(t('validation.fileRequired'));
      return;
    }
    importer.mutate(file, {
      onSuccess: setResult,
      onError: (error) => {
        const message = isApiError(error) ? (error.fieldErrors.file?.[0] ?? error.message) : error.message;
        setFileError(message);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('customers.import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {result ? (
        <Stack gap="md">
          <ImportResult result={result} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={reset}>
              {t('customers.import.another')}
            </Button>
            <Button onClick={close}>{t('customers.import.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconFileImport size={20} aria-hidden="true" />
            </ThemeIcon>
            <Text size="sm">{t('customers.import.intro')}</Text>
          </Group>
          <FileDropzone
            label={t('customers.import.fileLabel')}
            title={t('customers.import.fileTitle')}
            hint={t('customers.import.fileHint')}
            accept={SHEET_ACCEPT}
            maxBytes={IMPORT_MAX_BYTES}
            typeError="validation.importFileType"
            sizeError="errors.payloadTooLarge"
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
            }}
            error={fileError}
            progress={importer.progress}
          />
          {importer.progress === 100 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('customers.import.processing')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={importer.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={send} loading={importer.isPending}>
              {t('customers.import.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
