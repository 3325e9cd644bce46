import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is at most `width` wide, known at the first render: the app renders only in the
 * browser, so it reads the screen at once. (Mantine's default reads it after the first paint, and a
 * popup meant to be full-screen on a phone opened small and then jumped: a layout shift.)
 */
export function useMaxWidth(width: `${number}em`): boolean {
  return useMediaQuery(`(max-width: ${width})`, undefined, { getInitialValueInEffect: false });
}
