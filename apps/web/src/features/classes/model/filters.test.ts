import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, filtersToParams, listBody } from './filters';

const TODAY = '2026-12-05';

describe('the class list’s area filter', () => {
  it('keeps the chosen areas in the link and asks the list for classes there', () => {
    const filters = filtersFromParams(new URLSearchParams('area=12,7,oops,-1'), TODAY);
    expect(filters.areaIds).toEqual([12, 7]);
    expect(filtersToParams(filters, TODAY).toString()).toBe('area=12%2C7');
    expect(listBody(filters, 0, 20)).toMatchObject({ localityIds: [12, 7] });
    // Each chosen area counts on the More filters button.
    expect(activeFilterCount(filters)).toBe(2);
  });

  it('leaves the area out when none is chosen, so every area matches', () => {
    const filters = filtersFromParams(new URLSearchParams(''), TODAY);
    expect(filters.areaIds).toEqual([]);
    expect(listBody(filters, 0, 20).localityIds).toBeUndefined();
    expect(filtersToParams(filters, TODAY).has('area')).toBe(false);
  });
});
