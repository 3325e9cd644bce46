import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { BrandDto } from '@kinetic/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { ApiError } from '../lib/api-client';
import { BrandProvider } from '../lib/brand';
import { brandTheme, cssVariablesResolver } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function Providers({ brand, children }: { brand: BrandDto; children: ReactNode }) {
  const theme = useMemo(() => brandTheme(brand.primaryColor), [brand.primaryColor]);
  return (
    <BrandProvider brand={brand}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="bottom-right" autoClose={10_000} zIndex={5000} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </BrandProvider>
  );
}
