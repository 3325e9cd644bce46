import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, target: number, amount: number): string {
  const [r, g, b] = hexToRgb(hex).map((channel) => Math.round(channel + (target - channel) * amount)) as [
    number,
    number,
    number,
  ];
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around the brand colour: index 6 is the brand colour itself (Mantine's primary shade). */
export function brandPalette(hex: string): MantineColorsTuple {
  return [
    mix(hex, 255, 0.92),
    mix(hex, 255, 0.8),
    mix(hex, 255, 0.62),
    mix(hex, 255, 0.45),
    mix(hex, 255, 0.3),
    mix(hex, 255, 0.15),
    hex,
    mix(hex, 0, 0.15),
    mix(hex, 0, 0.3),
    mix(hex, 0, 0.45),
  ];
}

export function brandTheme(primaryColor: string) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: brandPalette(primaryColor) },
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    // Transitions and animations stop for readers who ask their system for reduced motion (WCAG 2.3.3).
    respectReducedMotion: true,
    // Close buttons need a name for screen readers (axe button-name), wherever a popup forgets one.
    components: {
      // Toasts are announced politely, after what the reader is hearing (not as alerts).
      Notification: {
        defaultProps: { role: 'status', closeButtonProps: { 'aria-label': 'Close notification' } },
        // Under a title Mantine greys the message with gray 6 (3.3:1 on white): dimmed keeps AA.
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    },
  });
}

/** Dimmed and error text darker than Mantine's defaults (red 6 is 3.6:1), to keep WCAG AA on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6370', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
