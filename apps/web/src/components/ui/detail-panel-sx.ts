/** The detail view's frame: sticky beside the results, a drawer on small screens. */
export const DETAIL_PANEL_SX = {
  position: { xs: 'fixed', lg: 'sticky' },
  // Below the sticky 64 px app header.
  top: { xs: 0, lg: 88 },
  right: { xs: 0, lg: 'auto' },
  // On a phone a drawer over the whole screen, the app header too (1201).
  zIndex: { xs: 1250, lg: 1 },
  width: { xs: 'min(420px, 100vw)', lg: 'auto' },
  height: { xs: '100vh', lg: 'auto' },
  maxHeight: { lg: 'calc(100vh - 112px)' },
  overflowY: 'auto',
  borderRadius: { xs: 0, lg: '12px' },
  boxShadow: { xs: '0 0 24px rgba(11,31,58,0.18)', lg: 'none' },
  p: 3,
  display: 'grid',
  gap: 2.5,
  alignContent: 'start',
} as const;
