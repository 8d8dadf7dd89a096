/** Styles for text that screen readers read and the screen does not show. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in MUI's sx a bare 1 means 100%, not one pixel.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
