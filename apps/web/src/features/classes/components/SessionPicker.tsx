import type { ClassItemDto } from '@kinetic/domain';
import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { classTimeRange, shortDate } from '../../../lib/class-format';
import { useTranslation } from '../../../lib/i18n';
import classes from './DayStrip.module.css';

/** The class's next sessions, to pick which one to book. */
export function SessionPicker({
  sessions,
  value,
  onChange,
}: {
  sessions: ClassItemDto[];
  value: number | null;
  onChange: (classSessionId: number) => void;
}) {
  const { t } = useTranslation('classes');
  return (
    <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars="x">
      <Group gap="xs" wrap="nowrap" pb={6} role="group" aria-label={t('detail.upcomingSessions')}>
        {sessions.map((s) => (
          <UnstyledButton
            key={s.classSessionId}
            className={classes.day}
            style={{ width: 'auto', padding: '8px 12px' }}
            data-selected={s.classSessionId === value || undefined}
            aria-pressed={s.classSessionId === value}
            onClick={() => onChange(s.classSessionId)}
          >
            <Text component="span" size="sm" fw={700} display="block">
              {shortDate(s.classDate)}
            </Text>
            <Text component="span" size="xs" display="block" className={classes.weekday}>
              {classTimeRange(s)}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
    </ScrollArea>
  );
}
