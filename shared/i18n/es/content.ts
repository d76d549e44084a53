/** @module Textos en español sobre contenido del CMS que se muestra en otro idioma que el de la página. */
import type { Messages } from "../catalogue.ts";

export const content = {
  listFallbackNote:
    "Algunos de estos elementos todavía no están disponibles en español; se muestran en inglés.",
} satisfies Messages["content"];
