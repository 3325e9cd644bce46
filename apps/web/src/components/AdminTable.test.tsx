import { IconEdit, IconTrash } from '@tabler/icons-react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { startI18n } from '../lib/i18n';
import { TEST_BRAND } from '../test/test-brand';
import { type AdminColumn, AdminTable, type RowAction, type TableSource } from './AdminTable';

/** The one table the gym's catalogue and PT trainers are listed in. */
interface Activity {
  id: number;
  name: string;
  own: boolean;
}
const YOGA: Activity = { id: 1, name: 'Yoga', own: false };
const HOOP: Activity = { id: 2, name: 'Aerial Hoop', own: true };
const LOADED: TableSource = { isPending: false, isError: false, error: null, refetch: () => undefined };
const COLUMNS: AdminColumn<Activity>[] = [
  { header: 'Name', cell: (a) => a.name },
  { header: 'Owner', cell: (a) => (a.own ? 'Your gym' : 'Shared') },
];

function show(props: {
  rows: Activity[] | undefined;
  source?: TableSource;
  actions?: (row: Activity) => RowAction[];
}) {
  render(
    <Providers brand={TEST_BRAND}>
      <AdminTable
        label="Activities"
        rowKey={(a) => a.id}
        rowTestId="activity-row"
        columns={COLUMNS}
        minWidth={620}
        loadFailedTitle="Your activities could not be loaded"
        empty={<p>No activities yet</p>}
        footer={<p>Rows 1–2 of 2</p>}
        {...props}
      />
    </Providers>,
  );
}

describe('the admin table', () => {
  beforeAll(async () => {
    await startI18n();
  });
  afterEach(cleanup);

  it('shows placeholder rows while the list loads', () => {
    show({ rows: undefined, source: { ...LOADED, isPending: true } });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a load failed and tries again', () => {
    const refetch = vi.fn();
    show({
      rows: undefined,
      source: { ...LOADED, isError: true, error: new Error('No connection'), refetch },
    });
    expect(screen.getByRole('heading', { name: 'Your activities could not be loaded' })).toBeTruthy();
    expect(screen.getByText('No connection')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state, not an empty table', () => {
    show({ rows: [], source: LOADED });
    expect(screen.getByText('No activities yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Rows 1–2 of 2')).toBeNull();
  });

  it('lists the rows under their headings with each row’s buttons named after it', () => {
    const edited: string[] = [];
    const actions = (a: Activity): RowAction[] =>
      a.own
        ? [
            { text: 'Edit', label: `Edit ${a.name}`, icon: IconEdit, onClick: () => edited.push(a.name) },
            { text: 'Delete', label: `Delete ${a.name}`, icon: IconTrash, tone: 'danger', onClick: () => {} },
          ]
        : [];
    show({ rows: [YOGA, HOOP], source: LOADED, actions });

    const table = screen.getByRole('table', { name: 'Activities' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Owner', 'Actions']);
    const rows = screen.getAllByTestId('activity-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Yoga',
      'Aerial Hoop',
    ]);
    // A row the reader may not change has no buttons.
    expect(within(rows[0] as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    const hoop = within(rows[1] as HTMLElement);
    expect(hoop.getByRole('button', { name: 'Delete Aerial Hoop' }).textContent).toBe('Delete');
    fireEvent.click(hoop.getByRole('button', { name: 'Edit Aerial Hoop' }));
    expect(edited).toEqual(['Aerial Hoop']);
    expect(screen.getByText('Rows 1–2 of 2')).toBeTruthy();
  });

  it('keeps the row buttons in the keyboard’s reach, in reading order', () => {
    const actions = (a: Activity): RowAction[] => [
      { text: 'Edit', label: `Edit ${a.name}`, icon: IconEdit, onClick: () => {} },
      { text: 'Delete', label: `Delete ${a.name}`, icon: IconTrash, tone: 'danger', onClick: () => {} },
    ];
    show({ rows: [YOGA, HOOP], source: LOADED, actions });

    const buttons = within(screen.getByRole('table')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit Yoga',
      'Delete Yoga',
      'Edit Aerial Hoop',
      'Delete Aerial Hoop',
    ]);
    for (const button of buttons) {
      // Native buttons: Tab reaches them, Enter and Space press them.
      expect(button.tagName).toBe('BUTTON');
      expect(button.tabIndex).toBe(0);
      expect(button.hasAttribute('disabled')).toBe(false);
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });

  it('without a source shows the rows it is given, and an empty table keeps its header row', () => {
    show({ rows: [YOGA] });
    expect(screen.getAllByTestId('activity-row')).toHaveLength(1);
    cleanup();
    render(
      <Providers brand={TEST_BRAND}>
        <AdminTable
          label="Activities"
          rows={[]}
          rowKey={(a: Activity) => a.id}
          rowTestId="activity-row"
          columns={COLUMNS}
          minWidth={620}
        />
      </Providers>,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });
});
