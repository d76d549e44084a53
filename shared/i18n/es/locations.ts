/** @module Textos en español de las páginas de ubicaciones y de servicios. */
import type { Messages } from "../catalogue.ts";

export const locations = {
  visitUs: "Visítenos",
  phone: "Teléfono:",
  fax: "Fax:",
  directions: "Cómo llegar",
  hours: "Horario",
  servicesHere: "Servicios en esta clínica",
  careTeam: "Equipo de atención",
  whereToGet: "Dónde recibir {service}",
} satisfies Messages["locations"];
