/** @module Textos en español de las páginas de equipos y de personal. */
import type { Messages } from "../catalogue.ts";

export const people = {
  aboutUs: "Quiénes somos",
  meetTeam: "Conozca al equipo",
  accepting: "Acepta pacientes nuevos",
  notAccepting: "No acepta pacientes nuevos",
  team: "Equipo",
  seesPatientsAt: "Atiende pacientes en",
  languages: "Idiomas",
  description: "{name}, {credentials}, {role} en {brand}.",
} satisfies Messages["people"];
