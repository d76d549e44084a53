/** @module English texts of the 404, 503 and configuration error pages. */
export const errors = {
  notFoundTitle: "Page not found",
  notFoundDescription: "We couldn’t find that page.",
  notFoundHeading: "We couldn’t find that page",
  notFoundText: "The page you asked for may have moved, or the link may be mistyped.",
  goHome: "Go to the home page",
  contactUs: "Contact us",
  sitemap: "See every page on the sitemap",
  urgent: "If you need urgent medical help, call 911.",
  unavailableTitle: "Temporarily unavailable",
  unavailableDescription: "This page is temporarily unavailable.",
  unavailableHeading: "This page is temporarily unavailable",
  unavailableText: "We’re having trouble loading this content right now. Please try again in a minute.",
  unavailableOpen: "Our clinics are open as usual. If you need urgent medical help, call 911.",
  /** The plain-text answer to a request that failed unexpectedly (HTTP 500). */
  serverError: "Something went wrong on our side. Please try again.",
  configTitle: "Site configuration error",
  configIntro: "The site cannot start until these settings are fixed:",
} as const;
