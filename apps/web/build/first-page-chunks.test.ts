import { describe, expect, it } from 'vitest';
import { landingModules } from './first-page-chunks';

type Chunk = Parameters<typeof landingModules>[0][number];
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Chunk> = {}) =>
  ({
    fileName,
    moduleIds,
    imports,
    dynamicImports: [],
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as unknown as Chunk;

describe("the first page's modules, read off a build", () => {
  it('takes the entry with what its chunks import, then what the page adds, and nothing it loads later', () => {
    const chunks = [
      chunk('index.js', ['/src/main.tsx', '/src/shell.tsx'], ['react.js'], { isEntry: true }),
      chunk('react.js', ['/node_modules/react-dom/client.js']),
      chunk('ClassesPage.js', ['/src/app/pages/ClassesPage.tsx'], ['Input.js', 'react.js'], {
        facadeModuleId: '/src/app/pages/ClassesPage.tsx',
      }),
      chunk('Input.js', ['/node_modules/@mantine/core/Input.mjs', '/src/shell.tsx']),
      chunk('Checkout.js', ['/src/features/checkout/Checkout.tsx'], ['Input.js']),
    ];
    const {
      shell,
      pages: [page],
    } = landingModules(chunks, ['src/app/pages/ClassesPage.tsx']);
    expect([...shell].sort()).toEqual([
      '/node_modules/react-dom/client.js',
      '/src/main.tsx',
      '/src/shell.tsx',
    ]);
    expect([...page!].sort()).toEqual([
      '/node_modules/@mantine/core/Input.mjs',
      '/src/app/pages/ClassesPage.tsx',
    ]);
  });

  it('gives each later page only what the shell and the pages before it do not carry', () => {
    const chunks = [
      chunk('index.js', ['/src/main.tsx'], [], { isEntry: true }),
      chunk('ClassesPage.js', ['/src/ClassesPage.tsx'], ['Card.js'], {
        facadeModuleId: '/src/ClassesPage.tsx',
      }),
      chunk('Card.js', ['/src/Card.tsx']),
      chunk('ClassPage.js', ['/src/ClassPage.tsx'], ['Card.js', 'Map.js'], {
        facadeModuleId: '/src/ClassPage.tsx',
      }),
      chunk('Map.js', ['/src/Map.tsx']),
    ];
    const { pages } = landingModules(chunks, ['src/ClassesPage.tsx', 'src/ClassPage.tsx']);
    expect(pages.map((page) => [...page].sort())).toEqual([
      ['/src/Card.tsx', '/src/ClassesPage.tsx'],
      ['/src/ClassPage.tsx', '/src/Map.tsx'],
    ]);
  });

  it("leaves out of a later page's group what the shell's popups load on any page", () => {
    const chunks = [
      chunk('index.js', ['/src/main.tsx'], [], {
        isEntry: true,
        dynamicImports: ['ClassesPage.js', 'ClassPage.js', 'AuthModal.js', 'arabic.js'],
      }),
      chunk('ClassesPage.js', ['/src/app/pages/ClassesPage.tsx'], [], {
        facadeModuleId: '/src/app/pages/ClassesPage.tsx',
      }),
      chunk('ClassPage.js', ['/src/app/pages/ClassPage.tsx'], ['ScrollArea.js', 'video.js', 'Booking.js'], {
        facadeModuleId: '/src/app/pages/ClassPage.tsx',
      }),
      chunk('AuthModal.js', ['/src/AuthModal.tsx'], [], { dynamicImports: ['Modal.js'] }),
      chunk('Modal.js', ['/src/Modal.tsx'], ['ScrollArea.js']),
      chunk('ScrollArea.js', ['/src/ScrollArea.tsx']),
      chunk('arabic.js', ['/src/arabic.ts'], ['video.js']),
      chunk('video.js', ['/src/video-join.ts']),
      chunk('Booking.js', ['/src/Booking.tsx']),
    ];
    const { pages } = landingModules(chunks, [
      'src/app/pages/ClassesPage.tsx',
      'src/app/pages/ClassPage.tsx',
    ]);
    expect([...pages[1]!].sort()).toEqual(['/src/Booking.tsx', '/src/app/pages/ClassPage.tsx']);
  });

  it('says so when the build has no chunk for the page', () => {
    expect(() => landingModules([chunk('index.js', [], [], { isEntry: true })], ['src/Gone.tsx'])).toThrow(
      'no chunk for src/Gone.tsx',
    );
  });
});
