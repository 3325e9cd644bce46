import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function StepTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Title order={3} id={id} fz="lg" lh={1.35}>
      {children}
    </Title>
  );
}
