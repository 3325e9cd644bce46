import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

const SHADE = { teal: 'teal.9', blue: 'blue.9', gray: 'gray.8' } as const;

/** A filled status badge dark enough for white text on any row (WCAG AA contrast). */
export function StatusBadge({ color, children }: { color: keyof typeof SHADE; children: ReactNode }) {
  return <Badge color={SHADE[color]}>{children}</Badge>;
}
