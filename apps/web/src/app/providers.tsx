import '../lib/mantine-styles/first-page';
import type { BrandDto } from '@kinetic/domain';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ToastRegion } from '../components/toasts';
import { ApiError } from '../lib/api-client';
import { BrandProvider } from '../lib/brand';
import { useLanguage } from '../lib/i18n';
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
  const language = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    // The API words its messages and reference names in the caller's language: ask again.
    void queryClient.invalidateQueries();
  }, [language]);
  // Keyed by language: a switch lays every screen out again, in its direction, with its formats.
  return (
    <BrandProvider brand={brand}>
      <DirectionProvider
        key={language}
        initialDirection={language === 'ar' ? 'rtl' : 'ltr'}
        detectDirection={false}
      >
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          {/* Toasts (SPEC 9), announced politely: their live region is in the page before the first one. */}
          <ToastRegion side={language === 'ar' ? 'left' : 'right'} />
        </MantineProvider>
      </DirectionProvider>
    </BrandProvider>
  );
}
