import { addDays } from '@kinetic/domain';
import { ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { STRIP_DAYS } from '../model/filters';
import classes from './DayStrip.module.css';

interface Props {
  today: string;
  value: string;
  onChange: (date: string) => void;
}

/**
 * Today and the next 13 days as a row of toggle buttons. Tab reaches the selected day; the arrow keys,
 * Home and End move between days (a roving focus), as in a toolbar.
 */
export function DayStrip({ today, value, onChange }: Props) {
  const days = Array.from({ length: STRIP_DAYS }, (_, index) => addDays(today, index));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = days.indexOf(value);
  const focusable = selectedIndex >= 0 ? selectedIndex : 0;

  useEffect(() => {
    refs.current[selectedIndex]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -index,
      End: STRIP_DAYS - 1 - index,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(STRIP_DAYS - 1, Math.max(0, index + step));
    refs.current[next]?.focus();
    onChange(days[next]!);
  };

  return (
    <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars="x">
      <div role="toolbar" aria-label="Choose a day" className={classes.strip}>
        {days.map((date, index) => {
          const selected = date === value;
          const d = dayjs(date);
          return (
            <UnstyledButton
              key={date}
              ref={(node) => {
                refs.current[index] = node;
              }}
              className={classes.day}
              data-selected={selected || undefined}
              aria-pressed={selected}
              title={d.format('dddd, D MMMM')}
              tabIndex={index === focusable ? 0 : -1}
              onClick={() => onChange(date)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <Stack gap={0} align="center">
                <Text component="span" size="xs" fw={600} tt="uppercase" className={classes.weekday}>
                  {index === 0 ? 'Today' : d.format('ddd')}
                </Text>
                <Text component="span" fz={22} fw={700} lh={1.2}>
                  {d.format('D')}
                </Text>
                <Text component="span" size="xs" className={classes.weekday}>
                  {d.format('MMM')}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </div>
    </ScrollArea>
  );
}
