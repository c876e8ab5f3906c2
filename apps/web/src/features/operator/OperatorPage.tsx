import { useState } from 'react';
import {
  Anchor,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SEARCH_DEBOUNCE_MS, ROUTES } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AgencyActionModal, type PendingAction } from './AgencyActionModal.tsx';
import { AgencyActionsMenu } from './AgencyActionsMenu.tsx';
import { AgencyStatusBadge } from './AgencyStatusBadge.tsx';
import { dateOrNone, planLabel, revenue } from './format.ts';
import { useOperatorAgencies, type OperatorAgencyRow } from './useOperator.ts';

const PAGE_SIZE = 20;

interface ListProps {
  rows: OperatorAgencyRow[];
  onAction: (pending: PendingAction) => void;
}

const detailPath = (row: OperatorAgencyRow) => `${ROUTES.operator}/${row.id}`;

function AgencyTable({ rows, onAction }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('operator.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operator.columns.agency')}</Table.Th>
            <Table.Th>{t('operator.columns.status')}</Table.Th>
            <Table.Th>{t('operator.columns.trialEnd')}</Table.Th>
            <Table.Th>{t('operator.columns.plan')}</Table.Th>
            <Table.Th ta="right">{t('operator.columns.users')}</Table.Th>
            <Table.Th ta="right">{t('operator.columns.trips')}</Table.Th>
            <Table.Th>{t('operator.columns.lastActivity')}</Table.Th>
            <Table.Th ta="right">{t('operator.columns.revenue')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('operator.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-agency={row.id}>
              <Table.Td>
                <Anchor component={Link} to={detailPath(row)} fw={600} size="sm">
                  {row.name}
                </Anchor>
                {row.owner_email ? (
                  <Text size="xs" c="dimmed">
                    {row.owner_email}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <AgencyStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{dateOrNone(row.trial_ends_at)}</Table.Td>
              <Table.Td>{planLabel(row.plan, row.interval)}</Table.Td>
              <Table.Td ta="right">{row.users}</Table.Td>
              <Table.Td ta="right">{row.trips}</Table.Td>
              <Table.Td>{dateOrNone(row.last_activity_at)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {revenue(row.monthly_revenue)}
              </Table.Td>
              <Table.Td>
                <AgencyActionsMenu agency={row} onAction={(action) => onAction({ action, agency: row })} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone list: one card per agency with the same figures and actions. */
function AgencyCards({ rows, onAction }: ListProps) {
  const { t } = useTranslation();
  const fact = (label: string, value: string | number) => (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}:
      </Text>
      <Text size="xs">{value}</Text>
    </Group>
  );
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('operator.tableLabel')}
    >
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder radius="md" p="sm" data-agency={row.id}>
          <Group wrap="nowrap" align="flex-start" justify="space-between" gap="xs">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Anchor component={Link} to={detailPath(row)} fw={600} size="sm" truncate="end">
                {row.name}
              </Anchor>
              {row.owner_email ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {row.owner_email}
                </Text>
              ) : null}
              <Group gap="xs">
                <AgencyStatusBadge status={row.status} />
              </Group>
              <Group gap="sm" wrap="wrap">
                {fact(t('operator.columns.trialEnd'), dateOrNone(row.trial_ends_at))}
                {fact(t('operator.columns.plan'), planLabel(row.plan, row.interval))}
                {fact(t('operator.columns.users'), row.users)}
                {fact(t('operator.columns.trips'), row.trips)}
                {fact(t('operator.columns.lastActivity'), dateOrNone(row.last_activity_at))}
                {fact(t('operator.columns.revenue'), revenue(row.monthly_revenue))}
              </Group>
            </Stack>
            <AgencyActionsMenu agency={row} onAction={(action) => onAction({ action, agency: row })} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** /operador: every agency with its status, trial, plan, size, activity and revenue; search, pages, actions. */
export function OperatorPage() {
  const { t } = useTranslation();
  const info = useAccountInfo();
  const phone = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const operator = info.data?.user.is_operator === true;
  const list = useOperatorAgencies(debounced, operator);

  if (info.data && !operator) return <Navigate to={ROUTES.home} replace />;

  const rows = list.data?.results ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <>
      <PageHeader title={t('operator.title')} subtitle={t('operator.subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <TextInput
            label={t('operator.search')}
            description={t('operator.searchHint')}
            placeholder={t('operator.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
            w={{ base: '100%', sm: 360 }}
          />
          {list.data ? (
            <Stack gap={0} align="flex-end" role="status">
              <Text size="sm" fw={600}>
                {t('operator.count', { count: list.data.count })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('operator.revenueTotal', { amount: revenue(list.data.monthly_revenue_total) })}
              </Text>
            </Stack>
          ) : null}
        </Group>
        <DataLoader
          query={list}
          isEmpty={(data) => data.results.length === 0}
          empty={<EmptyState icon={<IconBuildingStore aria-hidden="true" />} title={t('operator.empty')} />}
        >
          {() => (
            <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
              {phone ? (
                <AgencyCards rows={visible} onAction={setPending} />
              ) : (
                <AgencyTable rows={visible} onAction={setPending} />
              )}
            </div>
          )}
        </DataLoader>
        {pages > 1 ? (
          <Group justify="flex-end" mt="md">
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              siblings={phone ? 0 : 1}
              aria-label={t('operator.paging')}
              getItemProps={(item) => ({ 'aria-label': t('customers.list.page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`customers.list.pageControl.${control}`) })}
            />
          </Group>
        ) : null}
      </Paper>
      <AgencyActionModal pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
