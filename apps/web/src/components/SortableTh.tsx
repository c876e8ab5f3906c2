import type { ReactNode } from 'react';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SortableTh.module.css';

export type SortOrder = 'asc' | 'desc';
export interface SortState<C extends string> {
  column: C | null;
  order: SortOrder;
}

/** The table sort cycle of spec 4: ascending → descending → none. */
export function nextSort<C extends string>(current: SortState<C>, column: C): SortState<C> {
  if (current.column !== column) return { column, order: 'asc' };
  if (current.order === 'asc') return { column, order: 'desc' };
  return { column: null, order: 'asc' };
}

export interface SortableThProps<C extends string> {
  column: C;
  sort: SortState<C>;
  onSort: (next: SortState<C>) => void;
  children: ReactNode;
}

/** A header that sorts its column; aria-sort tells screen readers the current order. */
export function SortableTh<C extends string>({ column, sort, onSort, children }: SortableThProps<C>) {
  const { t } = useTranslation();
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(nextSort(sort, column))}>
        {children}
        {active ? <VisuallyHidden>{sort.order === 'asc' ? t('common.sortAsc') : t('common.sortDesc')}</VisuallyHidden> : null}
        <Icon size={15} aria-hidden="true" className={classes.sortIcon} style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
