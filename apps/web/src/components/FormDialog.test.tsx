import { TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { api } from '../lib/api-client';
import { startI18n } from '../lib/i18n';
import { fakeApi } from '../test/fake-api';
import { TEST_BRAND } from '../test/test-brand';
import { ConfirmDialog, FormDialog } from './FormDialog';

/** The one dialog the gym's catalogue and PT trainers are edited in, against the API over fetch. */
const server = fakeApi();

function CouponForm({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState('FLEX');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      title="Create a coupon"
      onClose={onClose}
      onSubmit={() => {
        if (code.length < 3) {
          setError('Use 3 to 30 letters');
          return undefined;
        }
        setError(undefined);
        return api('POST', '/manage/coupons', { body: { name: code } });
      }}
    >
      <TextInput
        label="Code"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error}
      />
    </FormDialog>
  );
}

function open(onClose: () => void) {
  render(
    <Providers brand={TEST_BRAND}>
      <CouponForm onClose={onClose} />
    </Providers>,
  );
  return screen.getByRole('dialog', { name: 'Create a coupon' });
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('the admin form dialog', () => {
  beforeAll(async () => {
    await startI18n();
    vi.stubGlobal('fetch', vi.fn(server.fetch));
  });
  afterEach(() => {
    cleanup();
    server.reset();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows the server’s refusal and keeps the form open as filled in', async () => {
    server.answers['POST /manage/coupons'] = [409, 'This code is already used.', 'CONFLICT'];
    const onClose = vi.fn();
    const dialog = open(onClose);
    await press('Save');

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This code is already used.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('FLEX');
    // Corrected, it saves: the refusal goes and the dialog closes.
    server.answers['POST /manage/coupons'] = [201, { id: 5 }];
    await press('Save');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.calls).toEqual(['POST /manage/coupons', 'POST /manage/coupons']);
  });

  it('closes once the server saved', async () => {
    server.answers['POST /manage/coupons'] = [201, { id: 5 }];
    const onClose = vi.fn();
    open(onClose);
    await press('Save');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing while a field is wrong, and says so beside the field', async () => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'F' } });
    await press('Save');
    expect(screen.getByText('Use 3 to 30 letters')).toBeTruthy();
    expect(server.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the changes were not saved when the failure never reached the server', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    open(vi.fn());
    await press('Save');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'Create a coupon' })).toBeTruthy();
  });

  it('Cancel closes without sending', async () => {
    const onClose = vi.fn();
    open(onClose);
    await press('Cancel');
    expect(onClose).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });

  /** The activity's delete confirmation, as the catalogue opens it; answers its onClose spy. */
  function openDeleteConfirmation() {
    const onClose = vi.fn();
    render(
      <Providers brand={TEST_BRAND}>
        <ConfirmDialog
          title="Delete this activity?"
          text="Aerial Hoop will be deleted."
          action="Delete"
          onConfirm={() => api('DELETE', '/manage/activities/2')}
          onClose={onClose}
        />
      </Providers>,
    );
    return onClose;
  }

  it('a confirmation refused by the server shows why and cannot be pressed again', async () => {
    server.answers['DELETE /manage/activities/2'] = [
      409,
      'This activity has 1 sub-category(ies). Delete them first.',
      'IN_USE',
    ];
    const onClose = openDeleteConfirmation();
    await press('Delete');
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This activity has 1 sub-category(ies). Delete them first.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a confirmation that failed on the way (no answer, or a server failure) can be pressed again', async () => {
    server.answers['DELETE /manage/activities/2'] = [503, 'Unavailable'];
    const onClose = openDeleteConfirmation();
    await press('Delete');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
    server.answers['DELETE /manage/activities/2'] = [200, null];
    await press('Delete');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
