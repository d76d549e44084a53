/** @module English texts of the site footer. */
export const footer = {
  locations: "Locations",
  learnMore: "Learn More",
  generalInfo: "General Info",
  news: "News",
  jobOpenings: "Job Openings",
  covid19: "COVID-19",
  aboutStar: "About STAR",
  donate: "Donate",
  contactUs: "Contact Us",
  copyright: "© {year} {brand}. If this is an emergency, call 911.",
  privacy: "Privacy",
  nondiscrimination: "Nondiscrimination & language assistance",
  accessibility: "Accessibility",
  sitemap: "Sitemap",
  employees: "Employees",
} as const;
