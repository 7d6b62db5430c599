/** Business constants of spec 000 §9. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;
export const VERSION_URL = '/version.json';
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

export const FETCH_MIN_DISPLAY_DELAY_MS = 200;

export const PROGRESS_BAR = {
  heightPx: 5,
  throttleMs: 200,
  durationMs: 5000,
  hideDelayMs: 500,
} as const;

/** Responsive breakpoints (max widths, px). */
export const BREAKPOINTS = { xs: 575, sm: 767, md: 1023, lg: 1279, xl: 1439 } as const;
/** Grid breakpoints (min widths, px). */
export const GRID_BREAKPOINTS = { md: 768, lg: 992, xl: 1200, xxl: 1920 } as const;

/** The side menu collapses at this width or less. */
export const SIDE_MENU_COLLAPSE_MAX_PX = BREAKPOINTS.lg;
/** The mobile layout (menu behind a button) at this width or less. */
export const MOBILE_MAX_PX = BREAKPOINTS.sm;

/** CSS media queries of the breakpoints, for `sx`. */
export const MEDIA = {
  mobile: `@media (max-width:${MOBILE_MAX_PX}px)`,
  notMobile: `@media (min-width:${MOBILE_MAX_PX + 1}px)`,
  tabletDown: `@media (max-width:${BREAKPOINTS.md}px)`,
  /** A phone's width or a coarse pointer (a finger): targets of at least 44 px. */
  touch: `@media (max-width:${MOBILE_MAX_PX}px), (pointer: coarse)`,
} as const;
