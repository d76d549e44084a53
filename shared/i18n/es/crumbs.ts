/** @module Textos en español de las rutas de navegación (migas de pan). */
import type { Messages } from "../messages.ts";

export const crumbs = {
  label: "Ruta de navegación",
  home: "Inicio",
  page: "Página {page}",
} satisfies Messages["crumbs"];
