/** The board's drawing units: a square's side, and the margin for the coordinates left of and below the squares. */
export const SQ = 100;
export const MARGIN = 34;
