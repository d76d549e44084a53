/** @module Textos en español de la ventana modal. */
import type { Messages } from "../catalogue.ts";

export const modal = {
  close: "Cerrar",
} satisfies Messages["modal"];
