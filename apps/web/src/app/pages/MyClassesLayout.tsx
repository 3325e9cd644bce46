import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { MembersOnly, MyClassesNav } from '../../features/schedule';

/** The frame of the member's own pages: schedule, upcoming, finished, wishlist, favourite trainers. */
export function MyClassesLayout({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <MembersOnly>
      <Stack gap="lg">
        <PageMeta title={title} description={description} />
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        <MyClassesNav />
        {children}
      </Stack>
    </MembersOnly>
  );
}
