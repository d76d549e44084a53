/** @module Textos en español del horario y de la etiqueta «abierto ahora». */
import type { Messages } from "../messages.ts";

export const openNow = {
  openUntil: "Abierto en este momento · hasta {at}",
  opensToday: "Cerrado en este momento · abre hoy a {at}",
  opensTomorrow: "Cerrado en este momento · abre mañana a {at}",
  opensOn: "Cerrado en este momento · abre el {day} a {at}",
  closedNow: "Cerrado en este momento",
  closed: "Cerrado",
  atOne: "la {time}",
  atOther: "las {time}",
} satisfies Messages["openNow"];
