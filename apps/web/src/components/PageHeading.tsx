import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta';

/**
 * A page's one heading and the line under it, with the same title and a description as the
 * document's title and meta description (what search results and shared links show).
 */
export function PageHeading({
  title,
  description,
  intro,
}: {
  title: string;
  description: string;
  intro: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
    </>
  );
}
