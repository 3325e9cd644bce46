// What `react` resolves to in the web build (vite.config.ts): Preact's compatibility layer, plus what it
// lacks and our libraries use. Plain JavaScript: Preact's types say `export =`, which TypeScript cannot
// re-export, and the app is typed against React's own types.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's <Activity>, which Mantine's transitions and tabs use to keep hidden content mounted. Hidden
 * content stays mounted and is taken out of layout and of the accessibility tree by a wrapper that is
 * `display: contents` while visible, so it adds no box of its own.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
