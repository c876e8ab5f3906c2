import { useEffect } from 'react';
import { Button, Group, Pagination, Paper, Text, Title } from '@mantine/core';
import { IconPlaneTilt, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirmDelete.tsx';
import { DataLoader } from '../../../components/DataLoader.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify } from '../../../components/notify.ts';
import { filterQuery, type HomeFilter } from './homeFilter.ts';
import { useListState, usePageCount } from '../../../components/useListState.ts';
import { TravelTable, type TravelSortColumn } from './TravelTable.tsx';
import { usePrintAll } from './usePrintAll.ts';
import { useDeleteTravel, useTravelList, type TravelRow } from '../useTravels.ts';
import classes from './list.module.css';

/** Rows per page: the API allows 10000, the screen never renders that many at once. */
export const LIST_PAGE_SIZE = 25;

/** Lista: the filter's trips, sorted and paged by the server. */
export function TravelList({ filter }: { filter: HomeFilter }) {
  const { t } = useTranslation();
  const listState = useListState<TravelSortColumn>({ pageSize: LIST_PAGE_SIZE });
  const { page, setPage, sort, setSort } = listState;
  const { scope, type } = filterQuery(filter);
  const query = { scope, type, sortBy: sort.column ?? undefined, sortOrder: sort.column ? sort.order : undefined };
  const list = useTravelList({ ...query, limit: listState.limit, offset: listState.offset });
  const printing = usePrintAll(query);
  const remove = useDeleteTravel();

  useEffect(() => setPage(1), [filter, setPage]);
  const count = list.data?.count ?? 0;
  const pages = usePageCount(listState, list);

  const askDelete = (travel: TravelRow) =>
    confirmDelete({
      name: travel.name,
      onConfirm: () =>
        remove.mutateAsync({ id: travel.id, customerId: travel.customer.id }).then(
          () => notify.success(t('travels.list.deleted')),
          (error: unknown) => notify.failure(error),
        ),
    });


  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} bg="white" className={classes.printArea}>
      <Title order={2} className={classes.printOnly} fz="lg" mb="sm">
        {t('travels.list.printTitle', { filter: t(`travels.home.filters.${filter}`) })}
      </Title>
      <Group justify="space-between" mb="sm" className={classes.noPrint}>
        <Text size="sm" c="dimmed" role="status">
          {list.data ? t('travels.list.count', { count }) : ''}
        </Text>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          loading={printing.loading}
          loaderProps={{ 'aria-label': t('travels.list.printGathering') }}
          onClick={() => void printing.print()}
        >
          {t('travels.list.print')}
        </Button>
      </Group>
      {printing.failed ? (
        <Text size="sm" c="red.9" role="alert" mb="sm" className={classes.noPrint}>
          {t('travels.list.printFailed')}
        </Text>
      ) : null}
      <DataLoader
        query={list}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<IconPlaneTilt aria-hidden="true" />}
            title={t('travels.list.empty')}
          />
        }
      >
        {(data) => (
          <>
            <TravelTable rows={printing.rows ?? data.results} sort={sort} onSort={setSort} onDelete={askDelete} />
            {pages > 1 && !printing.rows ? (
              <Group justify="center" mt="md" className={classes.noPrint}>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  aria-label={t('travels.list.pagination')}
                  getItemProps={(item) => ({ 'aria-label': t('travels.list.page', { page: item }) })}
                />
              </Group>
            ) : null}
          </>
        )}
      </DataLoader>
    </Paper>
  );
}
