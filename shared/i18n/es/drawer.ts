/** @module Textos en español del menú lateral (el menú del teléfono). */
import type { Messages } from "../messages.ts";

export const drawer = {
  label: "Menú",
  close: "Cerrar el menú",
  mobile: "Móvil",
  primaryCare: "Atención primaria",
  dental: "Atención dental",
  behavioralHealth: "Salud conductual",
} satisfies Messages["drawer"];
