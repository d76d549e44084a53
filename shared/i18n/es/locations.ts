/** @module Textos en español de las páginas de ubicaciones y de servicios. */
import type { Messages } from "../messages.ts";

export const locations = {
  visitUs: "Visítenos",
  phone: "Teléfono:",
  fax: "Fax:",
  directions: "Obtener indicaciones",
  hours: "Horario",
  servicesHere: "Servicios que se ofrecen aquí",
  careTeam: "Equipo de atención",
  whereToGet: "Clínicas que ofrecen este servicio",
  directionsTo: "Cómo llegar a {place}",
} satisfies Messages["locations"];
