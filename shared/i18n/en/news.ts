/** @module English texts of the news list and story pages. */
export const news = {
  title: "News",
  titlePaged: "News, page {page}",
  headingPaged: "News (page {page})",
  description: "Stories, health tips and announcements from our clinics.",
  descriptionPaged: "Stories, health tips and announcements from our clinics, page {page} of {pages}.",
  leadOne: "1 story, newest first. Page {page} of {pages}.",
  leadOther: "{total} stories, newest first. Page {page} of {pages}.",
  subscribe: "Subscribe to news (Atom feed)",
  pagerLabel: "News pages",
  allNews: "← All news",
  covidNews: "COVID-19 news",
  /** A story without a version in the page's language: nothing of its text, so no other language in the description. */
  storyDescriptionUntranslated: "A story from {brand}; its text is not translated yet.",
} as const;
