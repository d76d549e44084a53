/** @module English texts of the location and service pages. */
export const locations = {
  visitUs: "Visit us",
  phone: "Phone:",
  fax: "Fax:",
  directions: "Get directions",
  hours: "Hours",
  servicesHere: "Services offered here",
  careTeam: "Care team",
  whereToGet: "Clinics that offer this service",
} as const;
