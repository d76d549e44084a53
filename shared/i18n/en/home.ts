/** @module English texts the home page adds around its CMS content. */
export const home = {
  makeAppointment: "Make an appointment",
  findClinic: "Find a clinic",
  ourServices: "Our services",
  locations: "Locations",
  hours: "Hours",
  news: "News",
  allNews: "All news",
  aboutStar: "About STAR",
  donate: "Donate",
  openPortal: "Open the Patient Portal",
} as const;
