/** @module Textos en español del buscador, sus sugerencias y la ventana de resultados. */
import type { Messages } from "../messages.ts";

export const search = {
  open: "Buscar",
  close: "Cerrar la búsqueda",
  label: "Buscar en el sitio",
  formLabel: "Búsqueda en el sitio",
  placeholder: "Buscar",
  submit: "Buscar",
  suggestions: "Sugerencias",
  loading: "Cargando…",
  none: "No hay resultados para “{term}”",
  foundOne: "Se encontró {count} resultado para “{term}”",
  foundOther: "Se encontraron {count} resultados para “{term}”",
  description: "Resultados de la búsqueda de {term}, página {page}",
  previous: "← Anterior",
  next: "Siguiente →",
  seeAll: "Ver todos los resultados",
} satisfies Messages["search"];
