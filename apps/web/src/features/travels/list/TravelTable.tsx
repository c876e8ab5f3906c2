import { useLayoutEffect } from 'react';
import { ActionIcon, Anchor, Avatar, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateBR, fullName, initials, instantDateTime } from '../format.ts';
import { SortableTh, type SortState } from '../../../components/SortableTh.tsx';
import { hasPendingTasks, travelPath } from './TravelCard.tsx';
import type { TravelRow } from '../useTravels.ts';
import classes from './list.module.css';

export const SORT_COLUMNS = ['first_name', 'last_name', 'created_by', 'name', 'going', 'back', 'amount_of_people', 'last_access'] as const;
export type TravelSortColumn = (typeof SORT_COLUMNS)[number];

export interface TravelTableProps {
  rows: TravelRow[];
  sort: SortState<TravelSortColumn>;
  onSort: (next: SortState<TravelSortColumn>) => void;
  onDelete: (travel: TravelRow) => void;
}

const LIST_RENDER_START = 'rumo:list-render-start';
/** Performance measure of each trip table render (render through DOM commit), read by bench:web-render. */
export const LIST_RENDER = 'rumo:list-render';

/** Lista: picture, first and last name, creator, trip, dates, participants, last access, delete. */
export function TravelTable({ rows, sort, onSort, onDelete }: TravelTableProps) {
  const { t } = useTranslation();
  performance.mark(LIST_RENDER_START);
  useLayoutEffect(() => {
    performance.measure(LIST_RENDER, LIST_RENDER_START);
  });
  const th = (column: TravelSortColumn) => (
    <SortableTh key={column} column={column} sort={sort} onSort={onSort}>
      {t(`travels.list.columns.${column}`)}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={980} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('travels.list.columns.picture')}</Table.Th>
            {SORT_COLUMNS.map(th)}
            <Table.Th ta="right" className={classes.noPrint}>
              {t('travels.list.columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((travel) => (
            <Table.Tr key={travel.id}>
              <Table.Td>
                <Avatar src={travel.customer.picture} alt="" radius="xl" color="rumo" size={34}>
                  {initials(travel.customer)}
                </Avatar>
              </Table.Td>
              <Table.Td>{travel.customer.first_name}</Table.Td>
              <Table.Td>{travel.customer.last_name}</Table.Td>
              <Table.Td>{travel.user ? fullName(travel.user) : '—'}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={travelPath(travel)} fw={600} size="sm">
                  {travel.name}
                </Anchor>
                {hasPendingTasks(travel) ? (
                  <IconAlertTriangle
                    size={15}
                    role="img"
                    aria-label={t('travels.card.pendingTasks')}
                    color="var(--mantine-color-orange-9)"
                    style={{ marginLeft: 6, verticalAlign: 'text-bottom' }}
                  />
                ) : null}
              </Table.Td>
              <Table.Td>{dateBR(travel.going)}</Table.Td>
              <Table.Td>{dateBR(travel.back)}</Table.Td>
              <Table.Td ta="center">{travel.amount_of_people}</Table.Td>
              <Table.Td>
                {travel.last_access ? (
                  instantDateTime(travel.last_access)
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('travels.list.never')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={classes.noPrint}>
                <Tooltip label={t('travels.list.delete', { name: travel.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    ml="auto"
                    display="flex"
                    aria-label={t('travels.list.delete', { name: travel.name })}
                    onClick={() => onDelete(travel)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
