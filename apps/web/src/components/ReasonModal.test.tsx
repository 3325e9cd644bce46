import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { api } from '../lib/api-client';
import { startI18n } from '../lib/i18n';
import { fakeApi } from '../test/fake-api';
import { stubFontFaceSet } from '../test/font-face-set';
import { TEST_BRAND } from '../test/test-brand';
import { ReasonModal } from './ReasonModal';

/**
 * The one dialog a reason is given in (a partner refused, a strike or a fee waived), against the API
 * over fetch: the caller's check first, then the server's refusal of the reason under the field, any
 * other failure above it, and the dialog closed once the call succeeds.
 */
const server = fakeApi();
const CALL = 'POST /manage/partners/7/refuse';

function showDialog(onClose = vi.fn()) {
  render(
    <Providers brand={TEST_BRAND}>
      <ReasonModal
        title="Refuse Flex Studio"
        intro={<p>Flex Studio, registered today</p>}
        label="Reason"
        hint="The partner reads this."
        maxLength={500}
        submitText="Refuse partner"
        cancelText="Cancel"
        failedTitle="The decision was not saved"
        danger
        check={(reason) =>
          reason.trim().length >= 3 ? { reason: reason.trim() } : { error: 'Give a reason.' }
        }
        onSubmit={(reason) => api('POST', '/manage/partners/7/refuse', { body: { reason } })}
        onClose={onClose}
      />
    </Providers>,
  );
  return onClose;
}

const reasonBox = () => screen.getByRole('textbox', { name: /^Reason/ });
const send = async (reason: string) => {
  fireEvent.change(reasonBox(), { target: { value: reason } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Refuse partner' }));
  });
};

describe('the reason dialog', () => {
  beforeAll(async () => {
    // The reason's box grows with its text, and measures it once the fonts are in.
    stubFontFaceSet();
    await startI18n();
    vi.stubGlobal('fetch', vi.fn(server.fetch));
  });
  afterEach(() => {
    cleanup();
    server.reset();
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows what the reason is for, and refuses a reason its check refuses without sending it', async () => {
    const onClose = showDialog();
    expect(await screen.findByRole('dialog', { name: 'Refuse Flex Studio' })).toBeTruthy();
    expect(screen.getByText('Flex Studio, registered today')).toBeTruthy();
    expect(screen.getByText('The partner reads this.')).toBeTruthy();
    await send(' ');
    expect(screen.getByText('Give a reason.')).toBeTruthy();
    expect(reasonBox().getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the checked reason and closes; the server's refusal of the reason shows under it", async () => {
    server.answers[CALL] = [
      400,
      'Check the fields',
      'VALIDATION',
      { fields: { reason: 'Say what to fix.' } },
    ];
    const onClose = showDialog();
    await screen.findByRole('dialog');
    await send('  Photos missing  ');
    expect(await screen.findByText('Say what to fix.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    server.answers[CALL] = [200, null];
    await send('Photos of the studio are missing');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual([CALL, CALL]);
  });

  it('shows any other failure above the form, kept as filled in', async () => {
    server.answers[CALL] = [409, 'This partner was already approved.', 'CONFLICT'];
    const onClose = showDialog();
    await screen.findByRole('dialog');
    await send('Photos missing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The decision was not saved');
    expect(alert.textContent).toContain('This partner was already approved.');
    expect((reasonBox() as HTMLTextAreaElement).value).toBe('Photos missing');
    expect(onClose).not.toHaveBeenCalled();
  });
});
