import { Skeleton } from '@mantine/core';
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
 */
export function ChipRow({ label, options, value, onChange, loading, scroll }: Props) {
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{label}</legend>
      <div className={classes.chips} data-scroll={scroll || undefined}>
        {loading
          ? SKELETONS.map((key) => (
              <Skeleton key={key} h={36} w={110} radius="xl" style={{ flexShrink: 0 }} />
            ))
          : options.map((option) => {
              const checked = value.includes(option.value);
              return (
                <label key={option.value} className={classes.chip} data-checked={checked || undefined}>
                  <input
                    type="checkbox"
                    className={classes.input}
                    value={option.value}
                    checked={checked}
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
