/** @module Textos en español del marco de la página: enlace para saltar, aviso de respaldo. */
import type { Messages } from "../messages.ts";

export const chrome = {
  skipToMain: "Saltar al contenido principal",
  fallbackNote: "Este contenido todavía no está disponible en español; se muestra en inglés.",
} satisfies Messages["chrome"];
