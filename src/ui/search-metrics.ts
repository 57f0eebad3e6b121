// Sizes the virtualized connector list is computed from, shared by its styles and its window math.
export const ROW_HEIGHT = 64;
/** A group's label ("Popular", "All institutions") above its rows. */
export const LABEL_HEIGHT = 32;
/**
 * Rows the list shows: the last one in part, so the list reads as one that scrolls, and a search
 * that found nothing still fits a laptop's window with its message and the popular ones under it.
 */
export const VISIBLE_ROWS = 5.4;
/** Rows rendered beyond each edge, so fast scrolling does not show blanks. */
export const OVERSCAN = 4;
