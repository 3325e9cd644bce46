import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty list says: what is missing and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  order = 2,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** 1 when the empty state is the whole page (its h1); 2 under the page's own h1. */
  order?: 1 | 2;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      {/* Drawn as an h3 whatever its level: an h2 sits right under the page's h1 without a gap. */}
      <Title order={order} fz="h3">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  );
}
