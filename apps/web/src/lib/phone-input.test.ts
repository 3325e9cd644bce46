import { describe, expect, it, vi } from 'vitest';
import { phoneDigits, phoneInputProps } from './phone-input';

describe('phone fields take digits only', () => {
  it.each([
    ['96550001234', '96550001234'],
    ['+965 5000-1234', '96550001234'],
    ['abc', ''],
    ['٩٦٥٥٠٠٠١٢٣٤', '96550001234'],
    ['۹۶۵', '965'],
  ])('%s is kept as %s', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });

  it('hands the form the digits of what was typed, from an event or a value', () => {
    const onChange = vi.fn();
    const props = phoneInputProps({ value: '', onChange });
    props.onChange({ currentTarget: { value: '5a5' } } as never);
    props.onChange('٥٥' as never);
    expect(onChange.mock.calls).toEqual([['55'], ['55']]);
  });
});
