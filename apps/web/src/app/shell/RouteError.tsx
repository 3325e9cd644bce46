import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageMeta } from '../../components/PageMeta';
import { RouteFallback } from '../../components/RouteFallback';
import { useBrand } from '../../lib/brand';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '../../lib/lazy-page';

const reload = () => window.location.reload();

/**
 * The error boundary of every route: a page whose code would not load (a deploy replaced it, or the
 * connection dropped) reloads once on its own, then says so with a Reload button; any other error
 * says something went wrong. Never React Router's developer screen. `standalone` is the root's
 * boundary, drawn without the shell (the shell itself failed), under the brand's logo.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const brand = useBrand();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && mayReloadForChunk());
  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (reloading) return <RouteFallback />;
  const title = chunk ? 'This page did not load' : 'Something went wrong';
  const actions = (
    <Group justify="center" gap="sm" mt="xs">
      <Button onClick={reload}>Reload</Button>
      {/* A whole new page load, so the shell and its code are fresh too. */}
      <Button component="a" href="/classes" variant="default">
        Go to classes
      </Button>
    </Group>
  );
  const content = (
    <Box role="alert" aria-live="polite">
      <PageMeta title={title} />
      <EmptyState
        icon={chunk ? <IconCloudOff size={34} aria-hidden /> : <IconAlertTriangle size={34} aria-hidden />}
        title={title}
        action={actions}
      >
        {chunk
          ? `Your connection may have dropped, or ${brand.name} has just been updated. Reload the page to try again.`
          : 'This page ran into a problem on our side. Reload to try again, or go back to the class list.'}
      </EmptyState>
    </Box>
  );
  if (!standalone) return content;
  return (
    <Container size="sm" py="xl" component="main">
      <Anchor href="/classes" display="inline-block" mb="xl">
        <img src={brand.logoUrl} alt={brand.name} height={32} style={{ display: 'block' }} />
      </Anchor>
      {content}
    </Container>
  );
}
