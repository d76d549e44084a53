/** @module English texts of the page frame: skip link, fallback note. */
export const chrome = {
  skipToMain: "Skip to main content",
  /** Shown above content that has no translation yet and is shown in English. */
  fallbackNote: "This content is not available in English yet.",
} as const;
