/** @module English texts of the search box, its completions and the results modal (SPEC.md §8). */
export const search = {
  open: "Search",
  close: "Close search",
  /** The search input's accessible name. */
  label: "Search the site",
  /** The plain search form's accessible name. */
  formLabel: "Site search",
  placeholder: "Search",
  submit: "Search",
  /** The completions list's accessible name. */
  suggestions: "Suggestions",
  loading: "Loading...",
  none: 'No search results for "{term}"',
  foundOne: 'Found {count} result for "{term}"',
  foundOther: 'Found {count} results for "{term}"',
  /** The results modal's description for screen readers. */
  description: "Search results for {term}, page {page}",
  previous: "← Previous",
  next: "Next →",
  seeAll: "See all results",
} as const;
