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
  /** A profile without a version in the page's language: nothing of its text, so no other language in the description. */
  descriptionUntranslated:
    "{name}, {credentials}, at {brand}: the clinics where they see patients, their languages and whether they accept new patients.",
} as const;
