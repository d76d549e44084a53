/** @module English texts of the shared modal. */
export const modal = {
  close: "Close",
} as const;
