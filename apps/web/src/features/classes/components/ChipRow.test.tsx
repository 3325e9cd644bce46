import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { ChipRow } from './ChipRow';

const OPTIONS = ['Yoga', 'Pilates', 'Spinning'].map((label) => ({ value: label.toLowerCase(), label }));

function Row() {
  const [value, setValue] = useState<string[]>([]);
  return <ChipRow label="Activities" options={OPTIONS} value={value} onChange={setValue} />;
}

/** A chip row is one Tab stop; the arrows move inside it and Space chooses. */
describe('a row of filter chips', () => {
  beforeAll(() => startI18n());
  afterEach(cleanup);

  const chips = () => screen.getAllByRole('checkbox') as HTMLInputElement[];
  const tabbable = () => chips().filter((chip) => chip.tabIndex === 0);

  it('is one Tab stop, whose arrows move the focus and the stop with it', () => {
    render(
      <Providers brand={TEST_BRAND}>
        <Row />
      </Providers>,
    );
    expect(tabbable()).toEqual([chips()[0]]);
    chips()[0]!.focus();
    fireEvent.keyDown(chips()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(chips()[1]);
    expect(tabbable()).toEqual([chips()[1]]);
    fireEvent.keyDown(chips()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(chips()[2]);
    fireEvent.keyDown(chips()[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(chips()[2]);
    fireEvent.keyDown(chips()[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(chips()[0]);
    fireEvent.click(chips()[0]!);
    expect(chips()[0]!.checked).toBe(true);
  });
});
