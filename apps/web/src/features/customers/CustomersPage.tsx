import { useState } from 'react';
import { Button, Group, Pagination, Paper, Select, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGINATION_DEFAULT_LIMIT } from '@rumo/core';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListState, usePageCount } from '../../components/useListState.ts';
import { CustomerCards } from './CustomerCards.tsx';
import { CustomerFormModal } from './CustomerFormModal.tsx';
import { CustomerTable } from './CustomerTable.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { fullName } from './format.ts';
import { ImportModal } from './ImportModal.tsx';
import {
  useBulkDeleteCustomers,
  useCustomerList,
  useDeleteCustomer,
  type CustomerRow,
  type CustomerSortColumn,
} from './useCustomers.ts';

const PAGE_SIZES = [PAGINATION_DEFAULT_LIMIT, 10, 25, 50].map(String);


/** /clientes: search, sort, page, select, delete, create, import and export the agency's customers. */
export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const listState = useListState<CustomerSortColumn>();
  const { search, setSearch, debouncedSearch, page, setPage, limit, setLimit, sort, setSort } = listState;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  const list = useCustomerList({
    limit,
    offset: listState.offset,
    search: debouncedSearch,
    sortBy: sort.column,
    sortOrder: sort.order,
  });
  const remove = useDeleteCustomer();
  const bulkRemove = useBulkDeleteCustomers();

  const count = list.data?.count ?? 0;
  const pages = usePageCount(listState, list);

  const rows = list.data?.results ?? [];
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (checked) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const askDelete = (customer: CustomerRow) =>
    confirmDelete({
      name: fullName(customer),
      onConfirm: () =>
        remove.mutateAsync(customer.id).then(
          () => {
            notify.success(t('customers.list.deleted'));
            setSelected((current) => {
              const next = new Set(current);
              next.delete(customer.id);
              return next;
            });
          },
          (error: unknown) => notify.failure(error),
        ),
    });

  const askBulkDelete = () => {
    const ids = [...selected];
    confirmDelete({
      name: t('customers.list.selectedName', { count: ids.length }),
      onConfirm: () =>
        bulkRemove.mutateAsync(ids).then(
          ({ deleted }) => {
            notify.success(t('customers.list.deletedMany', { count: deleted }));
            setSelected(new Set());
          },
          (error: unknown) => notify.failure(error),
        ),
    });
  };

  const searching = debouncedSearch.trim();
  return (
    <>
      <PageHeader
        title={t('customers.list.title')}
        subtitle={t('customers.list.subtitle')}
        actions={
          <>
            <Button variant="default" onClick={() => setImporting(true)}>
              {t('customers.import.button')}
            </Button>
            <ExportMenu search={searching} />
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              onClick={() => setCreating(true)}
            >
              {t('customers.list.add')}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="lg" bg="white" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm" gap="sm">
          <TextInput
            aria-label={t('customers.list.search')}
            placeholder={t('customers.list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
            w={{ base: '100%', sm: 380 }}
          />
          {list.data ? (
            <Text size="sm" c="dimmed" role="status">
              {t('customers.list.count', { count })}
            </Text>
          ) : null}
        </Group>

        {selected.size > 0 ? (
          <Group
            justify="space-between"
            gap="sm"
            mb="sm"
            px="sm"
            py={6}
            bg="var(--mantine-color-rumo-light)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text size="sm" fw={600} role="status">
              {t('customers.list.selected', { count: selected.size })}
            </Text>
            <Group gap="xs">
              <Button variant="subtle" size="xs" onClick={() => setSelected(new Set())}>
                {t('customers.list.clearSelection')}
              </Button>
              <Button
                color="red.9"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                loading={bulkRemove.isPending}
                onClick={askBulkDelete}
              >
                {t('customers.list.deleteSelected')}
              </Button>
            </Group>
          </Group>
        ) : null}

        <DataLoader
          query={list}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <EmptyState
              icon={<IconUsers aria-hidden="true" />}
              title={searching ? t('customers.list.emptySearchTitle') : t('customers.list.emptyTitle')}
              description={
                searching
                  ? t('customers.list.emptySearch', { search: searching })
                  : t('customers.list.emptyText')
              }
              actions={
                searching ? null : (
                  <Button
                    leftSection={<IconUserPlus size={18} aria-hidden="true" />}
                    onClick={() => setCreating(true)}
                  >
                    {t('customers.list.add')}
                  </Button>
                )
              }
            />
          }
        >
          {(data) => (
            <div
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
              // Typed but not yet searched (the debounce): the list is about to change too.
              aria-busy={list.isFetching || search !== debouncedSearch}
            >
              {phone ? (
                <CustomerCards
                  rows={data.results}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onDelete={askDelete}
                />
              ) : (
                <CustomerTable
                  rows={data.results}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onDelete={askDelete}
                  sort={sort}
                  onSort={setSort}
                />
              )}
            </div>
          )}
        </DataLoader>

        {list.data && count > 0 ? (
          <Group justify="space-between" mt="md" gap="sm">
            <Select
              label={t('customers.list.pageSize')}
              data={PAGE_SIZES}
              value={String(limit)}
              onChange={(value) => {
                if (!value) return;
                setLimit(Number(value));
              }}
              allowDeselect={false}
              w={150}
              size="xs"
            />
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={phone ? 0 : 1}
                aria-label={t('customers.list.pagination')}
                getItemProps={(item) => ({ 'aria-label': t('customers.list.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`customers.list.pageControl.${control}`) })}
              />
            ) : null}
          </Group>
        ) : null}
      </Paper>

      <CustomerFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(customer) => navigate(`/clientes/${customer.id}`)}
      />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
