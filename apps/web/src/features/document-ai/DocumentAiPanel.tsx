import { Alert, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconEye, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@rumo/core';
import { isApiError } from '../../api/client.ts';
import { countryName } from '../customers/CountrySelect.tsx';
import { cpfDisplay, dateBR, fullName } from '../customers/format.ts';
import { toAlpha2 } from './countryCodes.ts';
import {
  LOW_CONFIDENCE,
  LOW_CONFIDENCE_COLOR,
  NOTED_FIELDS,
  PERSON_FIELDS,
  type DocumentAi,
  type PersonField,
  type ReadValue,
} from './useDocumentAi.ts';

/** The document's holder as recorded (the customer or a dependent). */
export interface HolderRecord {
  first_name: string;
  last_name: string;
  birth_date?: string | null;
  nationality?: string | null;
  gender?: string | null;
  cpf?: string | null;
}

export interface DocumentAiPanelProps {
  ai: DocumentAi;
  file: File | null;
  documentType: DocumentType | null;
  holder: HolderRecord;
  /** Puts a message under the form field that is missing. */
  onMissing: (field: 'file' | 'document_type', message: string) => void;
  disabled?: boolean;
}

/** Letters and digits only, no accents, upper case: 'João  da Silva' and 'JOAO DA SILVA' compare equal. */
const comparable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase();

function recorded(holder: HolderRecord, field: PersonField): string | null {
  if (field === 'rg') return null;
  if (field === 'full_name') return fullName(holder) || null;
  if (field === 'birth_date') return holder.birth_date ? dateBR(holder.birth_date) : null;
  if (field === 'nationality')
    return holder.nationality ? (toAlpha2(holder.nationality) ?? holder.nationality) : null;
  return holder[field] || null;
}

/** The API's error as the agent reads it: the server's detail, else its first field message. */
function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message;
  return fallback;
}

/**
 * Under the file field: the 'Ler com IA' action, the reading's progress, the check-before-saving
 * alert, the holder's data read on the document beside the record, and the failure message.
 */
export function DocumentAiPanel({
  ai,
  file,
  documentType,
  holder,
  onMissing,
  disabled,
}: DocumentAiPanelProps) {
  const { t, i18n } = useTranslation();

  const start = () => {
    if (!documentType) onMissing('document_type', t('validation.required'));
    if (!file) onMissing('file', t('validation.documentFileRequired'));
    if (file && documentType) ai.read(file, documentType);
  };

  const shown = (field: PersonField, value: string) => {
    if (field === 'gender') return t(`lookups.gender.${value as 'female'}`, { defaultValue: value });
    if (field === 'nationality') return countryName(value, i18n.language);
    if (field === 'cpf') return cpfDisplay(value);
    return value;
  };

  const personRows = PERSON_FIELDS.flatMap((field) => {
    const read = ai.person[field];
    if (!read) return [];
    const record = recorded(holder, field);
    const differs = record !== null && comparable(record) !== comparable(read.value);
    return [{ field, read, record, differs }];
  });
  const notedRows = NOTED_FIELDS.flatMap((field) => {
    const read = ai.noted[field];
    return read ? [{ field, read }] : [];
  });
  const filledCount = Object.keys(ai.filled).length + personRows.length + notedRows.length;
  const failure = ai.error ? errorText(ai.error, t('validation.documentProcessingError')) : null;
  const processing = t('validation.documentProcessingError');

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="violet.0"
      style={{ borderColor: 'var(--mantine-color-violet-2)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 16rem' }}>
            {t('docAi.intro')}
          </Text>
          <Button
            variant="filled"
            color="violet.8"
            leftSection={<IconSparkles size={16} aria-hidden="true" />}
            onClick={start}
            loading={ai.reading}
            disabled={disabled}
          >
            {t('docAi.read')}
          </Button>
        </Group>

        {ai.reading ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('docAi.reading')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('docAi.elapsed', { seconds: ai.elapsed })}
              </Text>
            </Group>
            <Progress value={100} striped animated color="violet" size="sm" aria-label={t('docAi.reading')} />
            <Text size="xs" c="dimmed">
              {t('docAi.readingHint')}
            </Text>
          </Stack>
        ) : null}

        {failure ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={processing}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            role="alert"
          >
            {failure !== processing ? failure : null}
          </Alert>
        ) : null}

        {ai.done && filledCount === 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            role="alert"
          >
            {t('docAi.nothingRead')}
          </Alert>
        ) : null}

        {ai.done && filledCount > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconEye size={18} aria-hidden="true" />}
            title={t('docAi.checkTitle')}
            styles={{ title: { color: LOW_CONFIDENCE_COLOR } }}
            role="alert"
          >
            {t('docAi.checkText')}
          </Alert>
        ) : null}

        {personRows.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('docAi.personTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('docAi.personText', { name: fullName(holder) })}
            </Text>
            <Table.ScrollContainer
              minWidth={320}
              // scrolls sideways on a phone: focusable so the keyboard can scroll it too
              scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('docAi.personTitle') } }}
            >
              <Table withTableBorder bg="white" fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('docAi.field')}</Table.Th>
                    <Table.Th>{t('docAi.readValue')}</Table.Th>
                    <Table.Th>{t('docAi.registered')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {personRows.map(({ field, read, record, differs }) => {
                    return (
                      <Table.Tr key={field}>
                        <Table.Td>{t(`docAi.fields.${field}`)}</Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {shown(field, read.value)}
                          </Text>
                          <ReadConfidence read={read} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{record ? shown(field, record) : '—'}</Text>
                          {differs ? (
                            <Text size="xs" c={LOW_CONFIDENCE_COLOR} fw={600}>
                              {t('docAi.differs')}
                            </Text>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}

        {notedRows.length > 0 ? (
          <Stack gap={4} data-ai-noted>
            <Text size="sm" fw={700}>
              {t('docAi.notedTitle')}
            </Text>
            {notedRows.map(({ field, read }) => (
              <Group key={field} gap="xs" wrap="wrap" align="baseline">
                <Text size="sm">{t(`docAi.noted.${field}`)}:</Text>
                <Text size="sm" fw={600}>
                  {read.value}
                </Text>
                <ReadConfidence read={read} />
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              {t('docAi.notedText')}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** 'lido pela IA · 92%', orange with 'confira' under the low-confidence mark. */
function ReadConfidence({ read }: { read: ReadValue }) {
  const { t } = useTranslation();
  const percent = Math.round(read.confidence * 100);
  const low = read.confidence < LOW_CONFIDENCE;
  return (
    <Text size="xs" c={low ? LOW_CONFIDENCE_COLOR : 'violet.8'}>
      {low ? t('docAi.hintLow', { percent }) : t('docAi.hint', { percent })}
    </Text>
  );
}
