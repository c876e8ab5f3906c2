import { describe, expect, it } from 'vitest';
import { nextSort, type SortState } from './SortableTh.tsx';

type Column = 'name' | 'going';
const none: SortState<Column> = { column: null, order: 'asc' };

describe('nextSort', () => {
  it('cycles one column ascending, descending, then unsorted (spec 4)', () => {
    const asc = nextSort(none, 'name');
    expect(asc).toEqual({ column: 'name', order: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ column: 'name', order: 'desc' });
    expect(nextSort(desc, 'name')).toEqual(none);
  });

  it('starts another column ascending whatever order the current one had', () => {
    expect(nextSort({ column: 'name', order: 'desc' }, 'going')).toEqual({ column: 'going', order: 'asc' });
    expect(nextSort({ column: 'name', order: 'asc' }, 'going')).toEqual({ column: 'going', order: 'asc' });
  });
});
