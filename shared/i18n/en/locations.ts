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
  /** The directions link of a map that could not load. */
  directionsTo: "Directions to {place}",
} as const;
