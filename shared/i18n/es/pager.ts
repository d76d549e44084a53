/** @module Textos en español del paginador (anterior/siguiente). */
import type { Messages } from "../messages.ts";

export const pager = {
  previous: "← Anterior",
  next: "Siguiente →",
  status: "Página {page} de {pages}",
} satisfies Messages["pager"];
