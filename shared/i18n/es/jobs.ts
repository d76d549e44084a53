/** @module Textos en español de la lista de empleos y de cada oferta. */
import type { Messages } from "../catalogue.ts";

export const jobs = {
  title: "Empleos",
  titlePaged: "Empleos, página {page}",
  headingPaged: "Empleos (página {page})",
  description:
    "Únase a nuestro equipo: {total} empleos disponibles en nuestros centros de salud comunitarios.",
  descriptionPaged:
    "Únase a nuestro equipo: empleos disponibles en nuestros centros de salud comunitarios, página {page} de {pages}.",
  countOne: "1 empleo disponible",
  countOther: "{total} empleos disponibles",
  countFilteredOne: "1 empleo coincide con sus filtros.",
  countFilteredOther: "{total} empleos coinciden con sus filtros.",
  location: "Ubicación",
  allLocations: "Todas las ubicaciones",
  department: "Departamento",
  allDepartments: "Todos los departamentos",
  filter: "Filtrar",
  noneMatch: "Por ahora no hay empleos que coincidan con estos filtros.",
  seeAll: "Ver todos los empleos",
  posted: "Publicado",
  pagerLabel: "Páginas de empleos",
  schedule: "Jornada",
  pay: "Sueldo",
  payRange: "{min} – {max} al año",
  apply: "Solicitar este empleo",
  pageTitle: "{title} ({location})",
  pageDescription: "{title} en {brand}, {location}.",
  FULL_TIME: "Tiempo completo",
  PART_TIME: "Medio tiempo",
  CONTRACTOR: "Por contrato",
  TEMPORARY: "Temporal",
  INTERN: "Práctica profesional",
  PER_DIEM: "Por día",
} satisfies Messages["jobs"];
