import { describe, expect, it } from 'vitest';
import { searchStatus } from './SearchCombobox.tsx';

describe('searchStatus', () => {
  it('says the search failed before anything else', () => {
    expect(searchStatus({ failed: true, busy: true, count: 3 })).toBe('failed');
  });

  it('keeps showing results already found while a newer search runs', () => {
    expect(searchStatus({ failed: false, busy: true, count: 2 })).toBe('results');
  });

  it('says "searching" while nothing is found yet and "none" once the search settled empty', () => {
    expect(searchStatus({ failed: false, busy: true, count: 0 })).toBe('searching');
    expect(searchStatus({ failed: false, busy: false, count: 0 })).toBe('none');
  });
});
