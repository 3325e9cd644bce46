import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="md" id={id}>
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
