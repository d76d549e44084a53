/** @module English texts about CMS content shown in another language than the page's. */
export const content = {
  /** Above a list some of whose items have no translation yet and are shown in English. */
  listFallbackNote:
    "Some of these items are not available in English yet; they are shown in their own language.",
} as const;
