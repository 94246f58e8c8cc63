/** Glyphs drawn by more than one component, for `Icon`. */

export const SEARCH_ICON =
  'M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2m0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12';

export const COPY_ICON =
  'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z';

/** A tick: copied. */
export const CHECK_ICON = 'm9 16.2-3.5-3.5L4 14.2l5 5 11-11-1.5-1.5z';
