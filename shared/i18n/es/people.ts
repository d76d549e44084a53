/** @module Textos en español de las páginas de equipos y de personal. */
import type { Messages } from "../messages.ts";

export const people = {
  aboutUs: "Quiénes somos",
  meetTeam: "Conozca al equipo",
  accepting: "Acepta pacientes nuevos",
  notAccepting: "No acepta pacientes nuevos",
  team: "Equipo",
  seesPatientsAt: "Atiende pacientes en",
  languages: "Idiomas",
  description: "{name}, {credentials}, {role} en {brand}.",
  descriptionUntranslated:
    "{name}, {credentials}, en {brand}: las clínicas donde atiende, sus idiomas y si acepta pacientes nuevos.",
} satisfies Messages["people"];
