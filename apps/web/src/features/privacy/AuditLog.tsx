import { useState } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseFlexibleDate, type AgencyUser } from '@rumo/core';
import { api } from '../../api/client.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { DateField } from '../../components/DateField.tsx';
import { formatInstant } from './format.ts';
import { useAuditLog, type AuditParams } from './usePrivacy.ts';

const PAGE_SIZE = 20;

interface Filters {
  entity: string | null;
  action: string | null;
  user: string | null;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { entity: null, action: null, user: null, from: '', to: '' };

function AuditTable({
  filters,
  page,
  setPage,
}: {
  filters: Filters;
  page: number;
  setPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const params: AuditParams = {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    entity: filters.entity ?? undefined,
    action: filters.action ?? undefined,
    user_id: filters.user ? Number(filters.user) : undefined,
    date_from: parseFlexibleDate(filters.from) ?? undefined,
    date_to: parseFlexibleDate(filters.to) ?? undefined,
  };
  const log = useAuditLog(params);
  const label = (group: 'entities' | 'actions', value: string) => {
    const key = `dataPrivacy.audit.${group}.${value}`;
    return i18n.exists(key) ? t(key as 'dataPrivacy.audit.entities.agency') : value;
  };
  return (
    <DataLoader
      query={log}
      isEmpty={(data) => data.count === 0}
      empty={<EmptyState titleOrder={3} title={t('dataPrivacy.audit.empty')} />}
    >
      {(data) => (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {t('dataPrivacy.audit.total', { count: data.count })}
            </Text>
            {log.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
          </Group>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dataPrivacy.audit.date')}</Table.Th>
                  <Table.Th>{t('dataPrivacy.audit.user')}</Table.Th>
                  <Table.Th>{t('dataPrivacy.audit.action')}</Table.Th>
                  <Table.Th>{t('dataPrivacy.audit.entity')}</Table.Th>
                  <Table.Th>{t('dataPrivacy.audit.entityId')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatInstant(entry.created_at, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      {entry.user
                        ? `${entry.user.first_name} ${entry.user.last_name}`.trim()
                        : t('dataPrivacy.audit.system')}
                    </Table.Td>
                    <Table.Td>{label('actions', entry.action)}</Table.Td>
                    <Table.Td>{label('entities', entry.entity)}</Table.Td>
                    <Table.Td ff="monospace" fz="xs" style={{ maxWidth: 140, overflowWrap: 'anywhere' }}>
                      {entry.entity_id ?? '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.count > PAGE_SIZE ? (
            <Center>
              <Pagination
                total={Math.ceil(data.count / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label={t('dataPrivacy.audit.pagination')}
                getItemProps={(item) => ({ 'aria-label': t('accounts.staff.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`accounts.staff.pageControl.${control}`) })}
              />
            </Center>
          ) : null}
        </Stack>
      )}
    </DataLoader>
  );
}

function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t, i18n } = useTranslation();
  const users = useQuery({
    queryKey: ['agency', 'allUsers'],
    queryFn: ({ signal }) => api.get<AgencyUser[]>('/agencies/accounts/allUsers', { signal }),
    staleTime: 60_000,
  });
  // The loaded catalogue names every entity and action the log can hold (the pt keys, in any language).
  const options = (group: 'entities' | 'actions') =>
    Object.entries(t(`dataPrivacy.audit.${group}`, { returnObjects: true }) as Record<string, string>)
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <VisuallyHidden component="legend">{t('dataPrivacy.audit.filters')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
        <Select
          label={t('dataPrivacy.audit.entity')}
          placeholder={t('dataPrivacy.audit.any')}
          data={options('entities')}
          value={filters.entity}
          onChange={(entity) => set({ entity })}
          clearable
          searchable
          clearButtonProps={{ 'aria-label': t('dataPrivacy.audit.clear') }}
        />
        <Select
          label={t('dataPrivacy.audit.action')}
          placeholder={t('dataPrivacy.audit.any')}
          data={options('actions')}
          value={filters.action}
          onChange={(action) => set({ action })}
          clearable
          searchable
          clearButtonProps={{ 'aria-label': t('dataPrivacy.audit.clear') }}
        />
        <Select
          label={t('dataPrivacy.audit.user')}
          placeholder={t('dataPrivacy.audit.any')}
          data={(users.data ?? []).map((user) => ({
            value: String(user.id),
            label: `${user.first_name} ${user.last_name}`.trim(),
          }))}
          value={filters.user}
          onChange={(user) => set({ user })}
          clearable
          searchable
          clearButtonProps={{ 'aria-label': t('dataPrivacy.audit.clear') }}
        />
        <DateField
          label={t('dataPrivacy.audit.from')}
          value={filters.from}
          onChange={(value) => set({ from: String(value) })}
        />
        <DateField
          label={t('dataPrivacy.audit.to')}
          value={filters.to}
          onChange={(value) => set({ to: String(value) })}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** 'Registro de auditoria': a button, and the paged, filtered log in a large modal. */
export function AuditLog() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(false);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('dataPrivacy.audit.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dataPrivacy.audit.text')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconListDetails size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        w="fit-content"
      >
        {t('dataPrivacy.audit.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('dataPrivacy.audit.title')}
        size="80rem"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened ? (
          <Stack gap="md">
            <AuditFilters
              filters={filters}
              onChange={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
            {filtered ? (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconFilterOff size={14} aria-hidden="true" />}
                onClick={() => {
                  setFilters(NO_FILTERS);
                  setPage(1);
                }}
              >
                {t('dataPrivacy.audit.clear')}
              </Button>
            ) : null}
            <AuditTable filters={filters} page={page} setPage={setPage} />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
