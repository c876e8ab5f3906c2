import { Anchor, Button, Grid, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  documentCreateSchema,
  type DocumentCreateInput,
  type DocumentType,
} from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { DOCUMENT_ACCEPT, FileDropzone, FileIcon } from '../../components/FileDropzone.tsx';
import { formatBytes } from '../../components/formatBytes.ts';
import { notify } from '../../components/notify.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { aiHint } from '../document-ai/AiFieldHint.tsx';
import { DocumentAiPanel } from '../document-ai/DocumentAiPanel.tsx';
import { useDocumentAi } from '../document-ai/useDocumentAi.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { DateField } from '../../components/DateField.tsx';
import { dateBR, dateToApi, fullName } from './format.ts';
import type { CustomerRow } from './useCustomers.ts';
import type { DependentRow } from './useDependents.ts';
import { useSaveDocument, type DocumentRow } from './useDocuments.ts';

const SELF = 'customer';

interface Values {
  document_type: DocumentType | null;
  /** SELF or a dependent's id. */
  holder: string;
  number: string;
  issue_date: string;
  expiry_date: string;
  issuing_country: string | null;
  file: File | null;
}

function fieldsOf(values: Values, customerId: number): Omit<DocumentCreateInput, 'file'> {
  return {
    customer_id: customerId,
    dependent_id: values.holder === SELF ? null : Number(values.holder),
    document_type: (values.document_type ?? undefined) as DocumentType,
    number: values.number.trim(),
    issue_date: dateToApi(values.issue_date),
    expiry_date: dateToApi(values.expiry_date),
    issuing_country: values.issuing_country || null,
  };
}

const validateFields = zodValidate<Omit<DocumentCreateInput, 'file'>>(documentCreateSchema);

interface DocumentFormProps {
  customer: CustomerRow;
  dependents: DependentRow[];
  document: DocumentRow | null;
  onDone: () => void;
}

function DocumentFormBody({ customer, dependents, document, onDone }: DocumentFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveDocument(customer.id);
  const stored = document?.file ?? null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      document_type: document?.document_type ?? null,
      holder: document?.dependent_id ? String(document.dependent_id) : SELF,
      number: document?.number ?? '',
      issue_date: dateBR(document?.issue_date),
      expiry_date: dateBR(document?.expiry_date),
      issuing_country: document?.issuing_country ?? null,
      file: null,
    },
    validate: (values) => {
      const errors = validateFields(fieldsOf(values, customer.id));
      if (!values.file && !stored) errors.file = t('validation.documentFileRequired');
      return errors;
    },
  });

  // "Ler com IA" fills the form; the agent checks and saves as usual
  const ai = useDocumentAi(customer.id, (values) => form.setValues(values));
  const holderRecord = dependents.find((dependent) => String(dependent.id) === form.values.holder) ?? customer;

  const holders = [
    { value: SELF, label: t('customers.documents.holderSelf', { name: fullName(customer) }) },
    ...dependents.map((dependent) => ({
      value: String(dependent.id),
      label: `${fullName(dependent)} (${t(`lookups.degree.${dependent.degree}`)})`,
    })),
  ];

  const submit = form.onSubmit((values) => {
    const { customer_id, ...rest } = fieldsOf(values, customer.id);
    save.mutate(
      {
        id: document?.id,
        fields: document ? rest : { customer_id, ...rest },
        file: values.file ?? undefined,
      },
      {
        onSuccess: () => {
          notify.success(document ? t('customers.documents.saved') : t('customers.documents.created'));
          onDone();
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  const current = stored ? (
    <Paper withBorder radius="md" px="sm" py={8}>
      <Group gap="sm" wrap="nowrap">
        <FileIcon type={stored.mime} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            href={stored.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={500}
            truncate="end"
            display="block"
          >
            {stored.file_name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('customers.documents.currentFile')} · {formatBytes(stored.size, i18n.language)}
          </Text>
        </div>
      </Group>
    </Paper>
  ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('customers.documents.type')}
              placeholder={t('customers.form.select')}
              data={DOCUMENT_TYPES.map((type) => ({
                value: type,
                label: t(`customers.documents.types.${type}`),
              }))}
              required
              data-autofocus
              {...form.getInputProps('document_type')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('customers.documents.number')}
              description={aiHint(ai, 'number', form.values.number)}
              required
              {...form.getInputProps('number')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('customers.documents.holder')}
              data={holders}
              allowDeselect={false}
              {...form.getInputProps('holder')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CountrySelect
              label={t('customers.documents.issuingCountry')}
              value={form.values.issuing_country}
              onChange={(value) => form.setFieldValue('issuing_country', value)}
              error={form.errors.issuing_country}
              description={aiHint(ai, 'issuing_country', form.values.issuing_country)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <DateField
              label={t('customers.documents.issueDate')}
              description={aiHint(ai, 'issue_date', form.values.issue_date)}
              {...form.getInputProps('issue_date')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6 }}>
            <DateField
              label={t('customers.documents.expiryDate')}
              description={aiHint(ai, 'expiry_date', form.values.expiry_date)}
              {...form.getInputProps('expiry_date')}
            />
          </Grid.Col>
        </Grid>
        <FileDropzone
          label={t('customers.documents.file')}
          title={stored ? t('customers.documents.fileReplace') : t('customers.documents.fileTitle')}
          hint={t('customers.documents.fileHint')}
          accept={DOCUMENT_ACCEPT}
          maxBytes={DOCUMENT_MAX_BYTES}
          typeError="validation.imageFormat"
          sizeError="validation.documentTooLarge"
          value={form.values.file}
          onChange={(file) => {
            form.setFieldValue('file', file);
            form.clearFieldError('file');
          }}
          current={current}
          error={form.errors.file}
          progress={save.progress}
          required
        />
        <DocumentAiPanel
          ai={ai}
          file={form.values.file}
          documentType={form.values.document_type}
          holder={holderRecord}
          onMissing={(field, message) => form.setFieldError(field, message)}
          disabled={save.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={ai.reading}>
            {t('customers.documents.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface DocumentFormModalProps extends Omit<DocumentFormProps, 'onDone'> {
  opened: boolean;
  onClose: () => void;
}

/** Adds or edits a document of the customer or of a dependent; a new file is uploaded with progress. */
export function DocumentFormModal({ opened, onClose, ...props }: DocumentFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={props.document ? t('customers.documents.editTitle') : t('customers.documents.addTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <DocumentFormBody {...props} onDone={onClose} /> : null}
    </Modal>
  );
}
