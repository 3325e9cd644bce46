import { Skeleton, useDirection } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import classes from './ChipRow.module.css';

export interface ChipOption {
  value: string;
  label: string;
  /** A round picture before the label (an activity's). */
  picture?: string;
}

interface Props {
  label: string;
  options: ChipOption[];
  value: string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
  /** One scrolling row (the activities on a phone) instead of wrapping lines. */
  scroll?: boolean;
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * A multi-select of pill checkboxes: real checkboxes in a fieldset, so Space toggles and the legend
 * names the group. Plain elements, not Mantine's Checkbox.Card: the first page shows a dozen of them.
 * The row is one Tab stop (25 presses reached the first class); the arrow keys, Home and End
 * move between its chips (a roving focus, as the day strip's), right to left in Arabic.
 */
export function ChipRow({ label, options, value, onChange, loading, scroll }: Props) {
  const { dir } = useDirection();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  const tabStop = Math.min(current, Math.max(0, options.length - 1));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: forward,
      ArrowLeft: -forward,
      ArrowDown: 1,
      ArrowUp: -1,
      Home: -index,
      End: options.length - 1 - index,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(options.length - 1, Math.max(0, index + step));
    setCurrent(next);
    inputs.current[next]?.focus();
  };
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.chips} data-scroll={scroll || undefined}>
        {loading
          ? SKELETONS.map((key) => (
              <Skeleton key={key} h={36} w={110} radius="xl" style={{ flexShrink: 0 }} />
            ))
          : options.map((option, index) => {
              const checked = value.includes(option.value);
              return (
                <label key={option.value} className={classes.chip} data-checked={checked || undefined}>
                  <input
                    ref={(input) => {
                      inputs.current[index] = input;
                    }}
                    type="checkbox"
                    className={classes.input}
                    value={option.value}
                    checked={checked}
                    tabIndex={index === tabStop ? 0 : -1}
                    onFocus={() => setCurrent(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                  />
                  <span className={classes.indicator} aria-hidden>
                    <svg viewBox="0 0 10 7" fill="none" role="presentation">
                      <path d="M1 3.5 3.8 6 9 1" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </span>
                  {option.picture && <img src={option.picture} alt="" className={classes.picture} />}
                  <span className={classes.text}>{option.label}</span>
                </label>
              );
            })}
      </div>
    </fieldset>
  );
}
