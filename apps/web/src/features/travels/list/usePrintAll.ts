import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Paged } from '@rumo/core';
import { api } from '../../../api/client.ts';
import type { TravelListParams, TravelRow } from '../useTravels.ts';

/** Rows per request while gathering a print: a few requests for a big agency, none too heavy. */
export const PRINT_PAGE_SIZE = 500;

/** Every row of the list's filter and sort, page after page (the screen shows only one page). */
export async function fetchAllTravels(params: Omit<TravelListParams, 'limit' | 'offset'>): Promise<TravelRow[]> {
  const { scope, ...query } = params;
  const path = scope === 'mine' ? '/travels/all-customer' : '/travels/all';
  const rows: TravelRow[] = [];
  for (;;) {
    const page = await api.get<Paged<TravelRow>>(path, { query: { ...query, limit: PRINT_PAGE_SIZE, offset: rows.length } });
    rows.push(...page.results);
    if (!page.results.length || rows.length >= page.count) return rows;
  }
}

/**
 * The list's print button: fetches every filtered row, renders them, opens the print dialog, and
 * goes back to the screen's page once it closes. `rows` is null while the screen's page shows.
 */
export function usePrintAll(params: Omit<TravelListParams, 'limit' | 'offset'>) {
  const [rows, setRows] = useState<TravelRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const done = () => setRows(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  const print = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const all = await fetchAllTravels(params);
      flushSync(() => setRows(all));
      window.print();
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { rows, loading, failed, print };
}
