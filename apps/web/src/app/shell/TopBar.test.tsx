import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { common } from '../../locales/en/common';
import { TEST_BRAND as BRAND } from '../../test/test-brand';
import { Providers } from '../providers';
import { TopBar } from './TopBar';

/**
 * The top bar's tabs stand in the bar while they fit and fold behind the burger when they do
 * not (use-tabs-fit.ts), at any width. happy-dom lays nothing out, so `layout` below stands in for the
 * browser: each part of the bar gets the width a browser gives it at the window's width (text 7 px a
 * character plus 32 px of padding, Mantine's breakpoints for `visibleFrom`/`hiddenFrom`, the search box
 * 260 px that gives up width down to its `min-width` of 160), and a ResizeObserver reports an observed
 * element whose width changed, as a browser does after layout. shell.css is in the page, so a folded
 * row is hidden from the reader as it is in the browser.
 *
 * English guest between 768 and 991 px: the tabs need 88 + 151 + 88 = 327 px. The bar has the window
 * less 2 × 16 px padding and 2 × 12 px gaps; its start needs the logo (120), the search box at its
 * narrowest (160) and a gap (12); its end holds the language switch (60) and Login (67) with a 10 px
 * gap. So the tabs fit from 812 px on: 812 − 32 − 24 − 292 − 137 = 327.
 */
const FITS_TO_THE_PIXEL = 812;

const { nav } = common;
const TAB_NAMES = [nav.sessions, nav.personalTraining, nav.trainers];

// Mantine's breakpoints (em × 16).
const BREAKPOINTS: Record<string, number> = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1408 };

let windowWidth = 1280;
/** The brand's logo has a height and no width: until its picture is in, it takes no room. */
let logoLoaded = true;

/** The bar's parts, found as use-tabs-fit finds them: around the tab row's slot. */
function barParts() {
  const slot = document.querySelector('.top-bar-tabs');
  return {
    bar: slot?.parentElement ?? null,
    start: slot?.previousElementSibling ?? null,
    end: slot?.nextElementSibling ?? null,
    row: slot?.firstElementChild ?? null,
  };
}

const textWidth = (element: Element) => 7 * (element.textContent ?? '').trim().length + 32;

function hiddenAtThisWidth(element: Element): boolean {
  for (const name of element.classList) {
    const visibleFrom = /^mantine-visible-from-(\w+)$/.exec(name)?.[1];
    if (visibleFrom && windowWidth < BREAKPOINTS[visibleFrom]!) return true;
    const hiddenFrom = /^mantine-hidden-from-(\w+)$/.exec(name)?.[1];
    if (hiddenFrom && windowWidth >= BREAKPOINTS[hiddenFrom]!) return true;
  }
  return false;
}

/** A part of the bar's start or end. */
function partWidth(element: Element): number {
  if (hiddenAtThisWidth(element)) return 0;
  if (element.matches('[role="search"]')) return 260;
  // The logo; phones show the brand's mark.
  if (element.matches('a[href="/classes"]')) {
    if (!logoLoaded) return 0;
    return windowWidth < BREAKPOINTS.xs! ? 32 : 120;
  }
  // Icon buttons: the burger, the search icon.
  if ((element.textContent ?? '').trim() === '') return 34;
  return textWidth(element);
}

const gapOf = (element: Element) => {
  const { bar, end } = barParts();
  if (element === end) return 10;
  return element === bar || element.classList.contains('top-bar-start') ? 12 : 0;
};

function sumOfParts(element: Element): number {
  const widths = [...element.children].map(partWidth).filter((width) => width > 0);
  return widths.reduce((sum, width) => sum + width, 0) + gapOf(element) * Math.max(0, widths.length - 1);
}

/** The width a browser would give the element at `windowWidth`. */
function layout(element: Element): number {
  const { bar, start, end, row } = barParts();
  if (element === bar) return windowWidth;
  if (element === start || element === end) return sumOfParts(element);
  // The row keeps its natural width, shown or hidden (shell.css).
  if (element === row) {
    return [...element.querySelectorAll('[role="tab"]')].reduce((sum, tab) => sum + textWidth(tab), 0);
  }
  if (element.parentElement && (element.parentElement === start || element.parentElement === end)) {
    return partWidth(element);
  }
  if (element.matches('[role="tab"]')) return textWidth(element);
  return 0;
}

/** Computed styles a browser would resolve from Mantine's classes and variables, which happy-dom does not. */
function resolvedStyle(element: Element): Record<string, string> | null {
  const { bar, start, end } = barParts();
  const padding = `${windowWidth >= BREAKPOINTS.sm! ? 16 : 10}px`;
  if (element === bar) return { paddingInlineStart: padding, paddingInlineEnd: padding, columnGap: '12px' };
  if (element === start) return { columnGap: '12px' };
  if (element === end) return { columnGap: '10px' };
  if (element.matches('[role="search"]')) return { minWidth: '160px' };
  return null;
}

/**
 * Reports, like a browser after layout, each observed element whose width changed, and each one once
 * when its observation starts (if it has a width).
 */
class LayoutResizeObserver {
  static active = new Set<LayoutResizeObserver>();
  private readonly observed = new Map<Element, number>();
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(element: Element) {
    this.observed.set(element, 0);
    LayoutResizeObserver.active.add(this);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
    LayoutResizeObserver.active.delete(this);
  }
  /** Whether it reported a change. */
  deliver(): boolean {
    const entries = [...this.observed]
      .filter(([element, width]) => layout(element) !== width)
      .map(([element]) => {
        this.observed.set(element, layout(element));
        return { target: element } as ResizeObserverEntry;
      });
    if (entries.length > 0) this.callback(entries, this as unknown as ResizeObserver);
    return entries.length > 0;
  }
}

/** Lays the page out again, as the browser does after a render or a resize, until nothing moves. */
async function settle() {
  for (let round = 0; round < 10; round++) {
    let changed = false;
    await act(async () => {
      for (const observer of [...LayoutResizeObserver.active]) changed = observer.deliver() || changed;
    });
    if (!changed) return;
  }
  throw new Error('the bar never settled: its tabs fold and unfold for ever');
}

async function resizeTo(width: number) {
  windowWidth = width;
  await act(async () => {
    (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
      width,
      height: 800,
    });
  });
  await settle();
}

async function renderBar(width: number) {
  windowWidth = width;
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
  render(
    <Providers brand={BRAND}>
      <MemoryRouter initialEntries={['/classes']}>
        {/* As the shell's layout puts it: the page's banner. */}
        <header className="app-shell-header">
          <TopBar />
        </header>
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByRole('link', { name: nav.home.replace('{{brand}}', BRAND.name) });
  await settle();
}

/** shell.css's rule for a folded row: it and all it holds are `visibility: hidden`. */
const FOLDED_ROW = '.top-bar-tabs[data-hidden]';

/**
 * The tabs a reader finds in the bar: those outside a folded row. (The rule is read off the row, not off
 * each tab's computed style: happy-dom keeps a tab's computed style once read, after its row's
 * attribute changes. The phone's test checks the computed style itself, on a row folded from the start.)
 */
const tabsInTheBar = () =>
  within(screen.getByRole('banner'))
    .queryAllByRole('tab', { hidden: true })
    .filter((tab) => !tab.closest(FOLDED_ROW))
    .map((tab) => tab.textContent);
const burger = () => screen.queryByRole('button', { name: nav.openNavigation });

describe('the top bar', () => {
  const style = document.createElement('style');

  beforeAll(async () => {
    await startI18n();
    // Read from disk: Vitest hands CSS imports over empty.
    style.textContent = readFileSync(`${import.meta.dirname}/shell.css`, 'utf8');
    document.head.append(style);
    vi.stubGlobal('ResizeObserver', LayoutResizeObserver);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return new DOMRect(0, 0, layout(this), 40);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this === barParts().bar ? windowWidth : 0;
    });
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      const resolved = resolvedStyle(element);
      if (!resolved) return style;
      return new Proxy(style, {
        get(target, property) {
          if (typeof property === 'string' && property in resolved) return resolved[property];
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    });
  });
  afterEach(() => {
    cleanup();
    logoLoaded = true;
  });
  afterAll(() => {
    style.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows every tab in the bar of a wide window, the page its own selected, and no burger', async () => {
    await renderBar(1280);
    expect(tabsInTheBar()).toEqual(TAB_NAMES);
    expect(screen.getByRole('tab', { name: nav.sessions }).getAttribute('aria-selected')).toBe('true');
    expect(burger()).toBeNull();
  });

  it("folds the tabs behind the burger on a phone, and the burger's drawer offers every one", async () => {
    await renderBar(390);
    expect(tabsInTheBar()).toEqual([]);
    // shell.css hides the folded row from the reader (and from screen readers), not only from sight.
    expect(within(screen.getByRole('banner')).queryAllByRole('tab')).toEqual([]);
    fireEvent.click(burger()!);
    const drawer = await screen.findByRole('dialog');
    for (const name of TAB_NAMES) {
      expect(within(drawer).getByRole('button', { name }).textContent).toBe(name);
    }
  });

  it('folds and unfolds the tabs as the window narrows and widens', async () => {
    await renderBar(1280);
    await resizeTo(800);
    expect(tabsInTheBar()).toEqual([]);
    expect(burger()).not.toBeNull();
    await resizeTo(1024);
    expect(tabsInTheBar()).toEqual(TAB_NAMES);
    expect(burger()).toBeNull();
  });

  it('keeps tabs that fit to the pixel, counting the search box at its narrowest and the whole end', async () => {
    await renderBar(FITS_TO_THE_PIXEL);
    expect(tabsInTheBar()).toEqual(TAB_NAMES);
    await resizeTo(FITS_TO_THE_PIXEL - 1);
    expect(tabsInTheBar()).toEqual([]);
    expect(burger()).not.toBeNull();
  });

  it("does not count the burger's own width: a pixel more brings the tabs back", async () => {
    // Folded, the burger stands in the bar's start; the room is still counted without it, so the answer
    // does not flip back and forth, and the tabs return as soon as they fit without it.
    await renderBar(FITS_TO_THE_PIXEL - 1);
    expect(burger()).not.toBeNull();
    await resizeTo(FITS_TO_THE_PIXEL);
    expect(tabsInTheBar()).toEqual(TAB_NAMES);
    expect(burger()).toBeNull();
  });

  it('measures again when a part of the bar grows without the window changing: the logo coming in', async () => {
    logoLoaded = false;
    await renderBar(FITS_TO_THE_PIXEL - 1);
    expect(tabsInTheBar()).toEqual(TAB_NAMES);
    logoLoaded = true;
    await settle();
    expect(tabsInTheBar()).toEqual([]);
    expect(burger()).not.toBeNull();
  });
});
