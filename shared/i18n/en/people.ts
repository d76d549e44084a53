/** @module English texts of the team and staff member pages. */
export const people = {
  aboutUs: "About Us",
  meetTeam: "Meet the team",
  accepting: "Accepting new patients",
  notAccepting: "Not accepting new patients",
  team: "Team",
  seesPatientsAt: "Sees patients at",
  languages: "Languages",
  description: "{name}, {credentials}, {role} at {brand}.",
} as const;
