/** @module Textos en español del menú lateral (el menú del teléfono). */
import type { Messages } from "../catalogue.ts";

export const drawer = {
  label: "Menú",
  close: "Cerrar el menú",
  mobile: "Móvil",
  primaryCare: "Atención primaria",
  dental: "Servicios dentales",
  behavioralHealth: "Salud mental",
} satisfies Messages["drawer"];
