/** @module Textos en español sobre contenido del CMS que se muestra en otro idioma que el de la página. */
import type { Messages } from "../messages.ts";

export const content = {
  listFallbackNote: "Parte de este contenido todavía no está disponible en español; se muestra en inglés.",
} satisfies Messages["content"];
