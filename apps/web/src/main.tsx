import type { BrandDto } from '@kinetic/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { wireApiEvents } from './app/api-events';
import { Providers } from './app/providers';
import { router } from './app/router';
import { api } from './lib/api-client';
import { startI18n } from './lib/i18n';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  await startI18n();
  let brand: BrandDto;
  try {
    brand = await api<BrandDto>('GET', '/brand', { anonymous: true, loader: false });
  } catch {
    root.render(
      <p style={{ padding: 24, fontFamily: 'system-ui' }}>
        Connection refused. Please check your connection
      </p>,
    );
    return;
  }
  document.title = brand.seoTitle;
  wireApiEvents();
  root.render(
    <StrictMode>
      <Providers brand={brand}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
