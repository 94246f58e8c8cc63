/** Behavioural constants of the theme (specification, section 9). */

/** Height of the sticky navigation bar plus breathing room: anchors land this far below the top. */
export const SCROLL_OFFSET = 72;
export const SCROLL_THROTTLE_MS = 200;
export const COPY_FEEDBACK_MS = 2000;
export const NAV_SCREEN_BREAKPOINT = 768;
export const NAVIGATION_BREAKPOINT = 1024;
export const SOCIAL_LINKS_SHOWN = 3;

export const SEARCH_RESULTS_PER_INDEX = 7;
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_INDEX_CACHE_SIZE = 100;
export const SEARCH_MIN_LOADER_MS = 1000;
export const SEARCH_SNIPPET_WIDTH = 100;
export const WIDE_CHAR_WEIGHT = 3;

export const IMAGE_ZOOM_DELAY_MS = 100;
export const IMAGE_ZOOM_MARGIN = 40;
export const IMAGE_ZOOM_TRANSITION_S = 0.3;

export const PROGRESS_THRESHOLD_MS = 200;
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;

export const TOOLTIP_DELAY_S = 0.1;
export const TOOLTIP_MAX_WIDTH = 250;
export const TOOLTIP_ARROW_OFFSET = 4;
export const POPOVER_MIN_TITLE_WIDTH = 177;
export const TOOLTIP_Z_BASE = 70;
export const POPOVER_Z_BASE = 30;
export const POPUP_Z_CAP = 1000;

/** Local storage key of the appearance choice, shared with the previous site so readers keep theirs. */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';
/** Local storage key that remembers the first-visit locale redirect happened. */
export const LOCALE_VISITED_KEY = 'rspress-visited';
