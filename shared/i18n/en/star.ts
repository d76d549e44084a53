/** @module English texts of the STAR pages: STAR, its events and donating. */
export const star = {
  aboutStar: "About STAR",
  star: "STAR",
  seeEvents: "See STAR events",
  donate: "Donate",
  eventsCrumb: "STAR Events",
  eventsTitle: "STAR events",
  eventsDescription: "Fundraising events that support care for everyone in our community.",
  subscribe: "Subscribe to STAR events in your calendar app",
  download: "Download the events calendar (.ics)",
  addToCalendar: "Add to calendar",
  donateToStar: "Donate to STAR",
  giveOnline: "Give securely online",
  otherWays: "You’ll be taken to our card payment provider. Prefer another way to give? {contact}.",
  contactUs: "Contact us",
} as const;
