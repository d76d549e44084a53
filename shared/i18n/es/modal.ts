/** @module Textos en español de la ventana modal. */
import type { Messages } from "../messages.ts";

export const modal = {
  close: "Cerrar",
} satisfies Messages["modal"];
