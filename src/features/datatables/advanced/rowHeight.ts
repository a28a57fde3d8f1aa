/** A body row's height, fixed (one line per cell), so the long list can place rows it has not drawn. */
export const ROW_HEIGHT = 56;
/** From this many rows the body draws only what is in view. */
export const VIRTUAL_FROM = 200;
