// Sizes the virtualized connector list is computed from, shared by its styles and its window math.
export const ROW_HEIGHT = 64;
/** A group's label ("Popular", "All institutions") above its rows. */
export const LABEL_HEIGHT = 32;
/** Rows the list shows when the page gives it room (the box can shrink on short screens). */
export const VISIBLE_ROWS = 6;
/** Rows rendered beyond each edge, so fast scrolling does not show blanks. */
export const OVERSCAN = 4;
