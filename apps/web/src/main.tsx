import { type BrandDto, CONNECTION_REFUSED_AR, MSG } from '@kinetic/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { wireApiEvents } from './app/api-events';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { RouteErrorBoundary } from './app/shell/RouteErrorBoundary';
import { api } from './lib/api-client';
import { type Language, onTextLanguage, startI18n } from './lib/i18n';

/**
 * Without the API there is no brand and perhaps no Arabic texts (their chunk may not load either), so
 * the notice says it in both languages, the reader's first.
 */
const CONNECTION_REFUSED = {
  en: MSG.connectionRefused,
  ar: CONNECTION_REFUSED_AR,
} as const;

function ConnectionRefused({ first }: { first: Language }) {
  const order: Language[] = first === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  return (
    <div style={{ padding: 24, fontFamily: 'system-ui' }}>
      {order.map((language) => (
        <p key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
          {CONNECTION_REFUSED[language]}
        </p>
      ))}
    </div>
  );
}

// Zod compiles its object schemas with `new Function` where it may, and first probes whether it may: the
// content security policy (no eval) refuses the probe, and the browser reports it on every page with a
// form. Interpreted parsing is as fast as our forms need. Zod reads its settings from this global (so
// that its copies share them, whichever loads first); `config()` from 'zod' would bring 4 KB of zod
// to the first page.
const zodSettings = globalThis as { __zod_globalConfig?: object };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // If even the Arabic texts cannot load, the app goes on in English (and most likely says the connection failed).
  const texts = startI18n().catch((): Language => 'en');
  const fetchBrand = () => api<BrandDto>('GET', '/brand', { anonymous: true, loader: false });
  // Asked beside the texts, not after them (startI18n has chosen the language the API answers in).
  const firstBrand = fetchBrand();
  firstBrand.catch(() => undefined);
  const language = await texts;
  const render = (brand: BrandDto) =>
    root.render(
      <StrictMode>
        <Providers brand={brand}>
          <BrowserRouter>
            {/* The shell itself failed: the brand's error page on its own. */}
            <RouteErrorBoundary standalone>
              <AppRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  let brand: BrandDto;
  try {
    brand = await firstBrand;
  } catch {
    root.render(<ConnectionRefused first={language} />);
    return;
  }
  document.title = brand.seoTitle;
  wireApiEvents();
  render(brand);
  // The brand's search-engine texts are worded per language: a switch asks for them again.
  onTextLanguage(() => {
    fetchBrand().then(render, () => undefined);
  });
}

void start();
