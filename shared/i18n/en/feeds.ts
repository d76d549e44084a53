/** @module English texts of the news feed and the STAR events calendar, and of the links to them. */
export const feeds = {
  newsTitle: "{brand} news",
  newsSubtitle: "Stories, health tips and announcements from our clinics.",
  /** The `<link rel="alternate">` title of the news feed. */
  newsLinkTitle: "News (Atom feed)",
  eventsName: "{brand} STAR events",
  eventsDescription: "Fundraising events that support care for everyone in our community.",
  /** The `<link rel="alternate">` title of the events calendar. */
  eventsLinkTitle: "STAR events (calendar)",
  /** The last line of an event's description in a calendar app. */
  eventDetails: "Details: {url}",
} as const;
