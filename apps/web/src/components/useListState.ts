import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { CUSTOMER_SEARCH_DEBOUNCE_MS, PAGINATION_DEFAULT_LIMIT } from '@rumo/core';
import type { SortState } from './SortableTh.tsx';

export interface ListStateOptions {
  /** Rows per page at first; the page-size picker may change it. */
  pageSize?: number;
  searchDelayMs?: number;
}

/**
 * Search, page, page size and sort of a server-paged list (customers, staff, trips). Changing the
 * search, the size or the sort goes back to page 1; `offset` and `debouncedSearch` feed the query.
 */
export function useListState<C extends string = never>({
  pageSize = PAGINATION_DEFAULT_LIMIT,
  searchDelayMs = CUSTOMER_SEARCH_DEBOUNCE_MS,
}: ListStateOptions = {}) {
  const [search, setSearchValue] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  const [page, setPage] = useState(1);
  const [limit, setLimitValue] = useState(pageSize);
  const [sort, setSortValue] = useState<SortState<C>>({ column: null, order: 'asc' });
  return {
    search,
    debouncedSearch,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    page,
    setPage,
    limit,
    setLimit: (value: number) => {
      setLimitValue(value);
      setPage(1);
    },
    sort,
    setSort: (value: SortState<C>) => {
      setSortValue(value);
      setPage(1);
    },
    offset: (page - 1) * limit,
  };
}

export type ListState<C extends string = never> = ReturnType<typeof useListState<C>>;

/**
 * The number of pages of `list`, and a step back when the current page was emptied (deleting the
 * last rows of the last page would otherwise leave an empty page on screen).
 */
export function usePageCount(
  state: Pick<ListState<string>, 'page' | 'setPage' | 'limit'>,
  list: { data?: { count: number }; isPlaceholderData: boolean },
): number {
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / state.limit));
  const { page, setPage } = state;
  const ready = Boolean(list.data) && !list.isPlaceholderData;
  useEffect(() => {
    if (ready && page > pages) setPage(pages);
  }, [ready, page, pages, setPage]);
  return pages;
}
