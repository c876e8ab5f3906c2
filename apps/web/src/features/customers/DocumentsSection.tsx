import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconFilePlus,
  IconFileText,
  IconFileTypePdf,
  IconFileOff,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { countryName } from './CountrySelect.tsx';
import { DocumentFormModal } from './DocumentForm.tsx';
import { dateBR, fullName } from './format.ts';
import type { CustomerRow } from './useCustomers.ts';
import { useDependents } from './useDependents.ts';
import { useDeleteDocument, useDocuments, type DocumentRow } from './useDocuments.ts';

const todayYmd = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The scan: a thumbnail for images, a PDF icon otherwise; opens the signed URL in a new tab. */
function Thumbnail({ document, label }: { document: DocumentRow; label: string }) {
  const { t } = useTranslation();
  const file = document.file;
  const box = { width: 72, height: 72, flexShrink: 0 } as const;
  if (!file) {
    return (
      <Tooltip label={t('customers.documents.noFile')}>
        <ThemeIcon
          variant="light"
          color="gray"
          radius="md"
          style={box}
          aria-label={t('customers.documents.noFile')}
          role="img"
        >
          <IconFileOff size={28} aria-hidden="true" />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <Anchor
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('customers.documents.open', { name: label })}
      style={box}
    >
      {file.mime.startsWith('image/') ? (
        <Image
          src={file.url}
          alt=""
          radius="md"
          w={72}
          h={72}
          fit="cover"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        />
      ) : (
        <ThemeIcon variant="light" color="red" radius="md" style={box}>
          <IconFileTypePdf size={32} aria-hidden="true" />
        </ThemeIcon>
      )}
    </Anchor>
  );
}

function DocumentCard({
  document,
  customer,
  onEdit,
  onDelete,
}: {
  document: DocumentRow;
  customer: CustomerRow;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const type = t(`customers.documents.types.${document.document_type}`);
  const label = `${type} ${document.number}`;
  const holder = document.dependent
    ? `${fullName(document.dependent)} (${t(`lookups.degree.${document.dependent.degree}`)})`
    : fullName(customer);
  const expired = Boolean(document.expiry_date && document.expiry_date < todayYmd());
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Thumbnail document={document} label={label} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} size="sm">
              {type}
            </Text>
            <Text size="sm" ff="monospace">
              {document.number}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('customers.documents.holderOf', { name: holder })}
          </Text>
          <Text size="xs">
            {[
              document.issue_date
                ? t('customers.documents.issued', { date: dateBR(document.issue_date) })
                : null,
              document.expiry_date
                ? t('customers.documents.expires', { date: dateBR(document.expiry_date) })
                : null,
              document.issuing_country ? countryName(document.issuing_country, i18n.language) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {expired ? (
            <Badge color="red.9" variant="filled" size="sm" radius="sm" tt="none" w="fit-content">
              {t('customers.documents.expired')}
            </Badge>
          ) : null}
          {document.expires_before_trip_window ? (
            <Stack gap={2}>
              <Badge
                color={expired ? 'red' : 'orange'}
                c="red.9"
                variant="light"
                size="md"
                radius="sm"
                tt="none"
                w="fit-content"
                maw="100%"
                leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
                style={{ height: 'auto', paddingBlock: 2 }}
                styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
              >
                {t('customers.documents.expiresBeforeTrip')}
              </Badge>
              {document.next_trip ? (
                <Text size="xs" c="orange.9">
                  {t('customers.documents.trip', {
                    name: document.next_trip.name,
                    date: dateBR(document.next_trip.back),
                  })}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('customers.documents.edit', { name: label })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('customers.documents.edit', { name: label })}
              onClick={onEdit}
            >
              <IconPencil size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('customers.documents.delete', { name: label })}>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('customers.documents.delete', { name: label })}
              onClick={onDelete}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Documentos: the customer's and the dependents' documents, with the six-month validity warning. */
export function DocumentsSection({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  const documents = useDocuments(customer.id);
  const dependents = useDependents(customer.id);
  const remove = useDeleteDocument(customer.id);
  const [modal, setModal] = useState<{ opened: boolean; document: DocumentRow | null }>({
    opened: false,
    document: null,
  });

  const askDelete = (document: DocumentRow) =>
    confirmDelete({
      name: `${t(`customers.documents.types.${document.document_type}`)} ${document.number}`,
      onConfirm: () =>
        remove.mutateAsync(document.id).then(
          () => notify.success(t('customers.documents.deleted')),
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {t('customers.documents.title')}
        </Title>
        <Button
          leftSection={<IconFilePlus size={16} aria-hidden="true" />}
          onClick={() => setModal({ opened: true, document: null })}
        >
          {t('customers.documents.add')}
        </Button>
      </Group>
      <DataLoader
        query={documents}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            titleOrder={3}
            icon={<IconFileText aria-hidden="true" />}
            title={t('customers.documents.emptyTitle')}
            description={t('customers.documents.emptyText')}
          />
        }
      >
        {(data) => (
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                customer={customer}
                onEdit={() => setModal({ opened: true, document })}
                onDelete={() => askDelete(document)}
              />
            ))}
          </SimpleGrid>
        )}
      </DataLoader>
      <DocumentFormModal
        opened={modal.opened}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
        customer={customer}
        dependents={dependents.data ?? []}
        document={modal.document}
      />
    </Stack>
  );
}
