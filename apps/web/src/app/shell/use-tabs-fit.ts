import { useLayoutEffect, useRef, useState } from 'react';

const px = (value: string) => Number.parseFloat(value) || 0;
const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * Whether the top bar's tab row fits. No breakpoint can say: the room depends on the brand's
 * logo, the language, the reader's name and whether they are signed in. So the bar is measured: `row`
 * holds the tabs at their natural width, between the bar's start (logo, search box) and end (language,
 * account). A row that does not fit gives way to the burger and its drawer.
 *
 * The room is counted the same way whichever state the bar is in, so the answer never flips back and
 * forth: the bar's width less its end and its start, without the burger (it stands there only while the
 * row is hidden) and with the search box at its narrowest (it gives up width for the tabs).
 */
export function useTabsFit() {
  const slot = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const [fits, setFits] = useState(true);

  useLayoutEffect(() => {
    const tabs = row.current;
    const bar = slot.current?.parentElement;
    const start = slot.current?.previousElementSibling;
    const end = slot.current?.nextElementSibling;
    if (!tabs || !bar || !start || !end) return;
    const measure = () => {
      const barStyle = getComputedStyle(bar);
      const inner = bar.clientWidth - px(barStyle.paddingInlineStart) - px(barStyle.paddingInlineEnd);
      // Hidden parts (display: none) take neither width nor a gap.
      const parts = [...start.children].filter((part) => part !== burger.current && widthOf(part) > 0);
      const search = parts.find((part) => part.matches('[role="search"]'));
      const searchSlack = search ? Math.max(0, widthOf(search) - px(getComputedStyle(search).minWidth)) : 0;
      const startNeeds =
        parts.reduce((sum, part) => sum + widthOf(part), 0) -
        searchSlack +
        px(getComputedStyle(start).columnGap) * Math.max(0, parts.length - 1);
      const room = inner - startNeeds - widthOf(end) - 2 * px(barStyle.columnGap);
      setFits(widthOf(tabs) <= room);
    };
    measure();
    // The window, the language (the row's own width), the logo or a name loading late.
    const observer = new ResizeObserver(measure);
    for (const element of [bar, ...start.children, end, tabs]) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { fits, slot, row, burger };
}
