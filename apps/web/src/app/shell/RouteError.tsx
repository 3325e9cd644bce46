import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PageMeta } from '../../components/PageMeta';
import { RouteFallback } from '../../components/RouteFallback';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '../../lib/lazy-page';

const reload = () => window.location.reload();

/**
 * What a route's error boundary (RouteErrorBoundary) shows: a page whose code would not load (a
 * deploy replaced it, or the connection dropped) reloads once on its own, then says so with a Reload button; any other error
 * says something went wrong. Never React Router's developer screen. `standalone` is the root's
 * boundary, drawn without the shell (the shell itself failed), under the brand's logo.
 */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const [reloading] = useState(() => chunk && mayReloadForChunk());
  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (reloading) return <RouteFallback />;
  const title = chunk ? t('routeError.chunkTitle') : t('routeError.title');
  const actions = (
    <Group justify="center" gap="sm" mt="xs">
      <Button onClick={reload}>{t('routeError.reload')}</Button>
      {/* A whole new page load, so the shell and its code are fresh too. */}
      <Button component="a" href="/classes" variant="default">
        {t('routeError.goToClasses')}
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
        {chunk ? t('routeError.chunkText', { brand: brand.name }) : t('routeError.text')}
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
