import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { useImageDraft } from '../model/image-draft';
import { ImagesField } from './ImagesField';

/** A picture is checked by its content before it is shown or sent. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function Field() {
  return <ImagesField draft={useImageDraft([])} />;
}

async function choose(file: File) {
  render(
    <Providers brand={TEST_BRAND}>
      <Field />
    </Providers>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('choosing class pictures', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['classManagement']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a text file renamed .png, as a wrong type, before any preview', async () => {
    await choose(new File(['Shopping list: eggs, milk'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('notes.png is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryAllByTestId('class-image')).toHaveLength(0);
  });

  it('refuses a PNG the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')),
    );
    await choose(new File([Uint8Array.from(PNG_SIGNATURE)], 'broken.png', { type: 'image/png' }));
    expect(await screen.findByText('broken.png is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryAllByTestId('class-image')).toHaveLength(0);
  });

  it('takes a picture that is one', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close() {} }));
    await choose(new File([Uint8Array.from(PNG_SIGNATURE)], 'photo.png', { type: 'image/png' }));
    expect(await screen.findAllByTestId('class-image')).toHaveLength(1);
  });
});
