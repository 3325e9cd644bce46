/**
 * happy-dom has no FontFaceSet (`document.fonts`), which Mantine's autosizing textarea listens on:
 * component tests that render one give it a silent stand-in.
 */
export function stubFontFaceSet() {
  if (document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}
