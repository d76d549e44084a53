/** @module English texts of the legal pages' heads and crumbs, and the language names of the nondiscrimination taglines. */
export const legal = {
  nondiscriminationCrumb: "Nondiscrimination",
  nondiscriminationTitle: "Notice of nondiscrimination and language assistance",
  nondiscriminationDescription:
    "We do not discriminate. Free language assistance and aids for people with disabilities.",
  accessibilityCrumb: "Accessibility",
  accessibilityTitle: "Accessibility statement",
  accessibilityDescription: "Our commitment to an accessible website, and how to report a barrier.",
  /** Labels of the 15 language-assistance taglines, by language tag. */
  "lang.es": "Spanish",
  "lang.zh-Hant": "Chinese (Traditional)",
  "lang.vi": "Vietnamese",
  "lang.ko": "Korean",
  "lang.tl": "Tagalog",
  "lang.ru": "Russian",
  "lang.ar": "Arabic",
  "lang.ht": "Haitian Creole",
  "lang.fr": "French",
  "lang.pl": "Polish",
  "lang.pt": "Portuguese",
  "lang.it": "Italian",
  "lang.de": "German",
  "lang.ja": "Japanese",
  "lang.fa": "Persian (Farsi)",
} as const;
