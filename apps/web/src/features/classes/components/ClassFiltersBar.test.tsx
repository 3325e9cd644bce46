import type { ClassCategoryDto } from '@kinetic/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { type ClassFilters, filtersFromParams, filtersToParams, listBody } from '../model/filters';
import { ClassFiltersBar } from './ClassFiltersBar';

/** A gym's own activity with classes is one of the customer's activity chips. */
const api = fakeApi();
const TODAY = '2026-03-10';
const categories: ClassCategoryDto[] = [
  { id: 1, name: 'Yoga', icon: 'yoga' },
  { id: 41, name: 'Aerial Silks', icon: 'aerial-silks' },
];

describe('the class list’s activity chips', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['classes']);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
  });
  afterEach(() => {
    cleanup();
    api.reset();
  });
  afterAll(() => vi.unstubAllGlobals());

  it("offers the filter list's activities, a gym's own too, and filters by the one chosen", async () => {
    api.answers['GET /class-categories/filters'] = [200, categories];
    // The platform's list alone (what preferences read) must not be what the chips show.
    api.answers['GET /class-categories'] = [200, [categories[0]]];
    const onChange = vi.fn<(next: ClassFilters) => void>();
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <ClassFiltersBar
            today={TODAY}
            filters={filtersFromParams(new URLSearchParams(), TODAY)}
            onChange={onChange}
          />
        </MemoryRouter>
      </Providers>,
    );
    const activities = await screen.findByRole('group', { name: 'Activities' });
    const chip = await within(activities).findByRole('checkbox', { name: /Aerial Silks/ });
    expect(within(activities).getByRole('checkbox', { name: /Yoga/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(chip);
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [41] }));
    expect(api.calls).toContain('GET /class-categories/filters');
  });

  it('filters for women-only venues, kept in the link and sent with the list (docs/adr/0047)', async () => {
    api.answers['GET /class-categories/filters'] = [200, categories];
    const onChange = vi.fn<(next: ClassFilters) => void>();
    render(
      <Providers brand={TEST_BRAND}>
        <MemoryRouter>
          <ClassFiltersBar
            today={TODAY}
            filters={filtersFromParams(new URLSearchParams(), TODAY)}
            onChange={onChange}
          />
        </MemoryRouter>
      </Providers>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /More filters/ }));
    });
    const womenOnly = await screen.findByRole('switch', { name: /^Women only/ });
    await act(async () => {
      fireEvent.click(womenOnly);
    });
    const chosen = onChange.mock.lastCall![0];
    expect(chosen.womenOnly).toBe(true);
    expect(filtersToParams(chosen, TODAY).toString()).toBe('women=1');
    expect(filtersFromParams(new URLSearchParams('women=1'), TODAY).womenOnly).toBe(true);
    expect(listBody(chosen, 0, 10).womenOnly).toBe(true);
  });
});
