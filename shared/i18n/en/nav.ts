/** @module English texts of the nav bar: its groups, their fixed links, the portal button and the menu button. */
export const nav = {
  /** The desktop navigation's accessible name. */
  main: "Main",
  services: "Services",
  locations: "Locations",
  about: "About Us",
  generalInfo: "General Info",
  news: "News",
  covid19: "COVID-19",
  contactUs: "Contact Us",
  employees: "Employees",
  jobOpenings: "Job Openings",
  trainingPortal: "Employee Training Portal",
  star: "STAR",
  aboutStar: "About STAR",
  starEvents: "STAR Events",
  donate: "Donate",
  patientPortal: "Patient Portal",
  /** The hamburger button's accessible name. */
  menu: "Menu",
} as const;
