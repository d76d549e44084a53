/** @module English texts of the previous/next pager. */
export const pager = {
  previous: "← Previous",
  next: "Next →",
  status: "Page {page} of {pages}",
} as const;
