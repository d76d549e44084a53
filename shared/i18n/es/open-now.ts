/** @module Textos en español del horario y de la etiqueta «abierto ahora». */
import type { Messages } from "../messages.ts";

export const openNow = {
  openUntil: "Abierto ahora · hasta {at}",
  opensToday: "Cerrado ahora · abre hoy a {at}",
  opensTomorrow: "Cerrado ahora · abre mañana a {at}",
  opensOn: "Cerrado ahora · abre el {day} a {at}",
  closedNow: "Cerrado ahora",
  closed: "Cerrado",
  atOne: "la {time}",
  atOther: "las {time}",
} satisfies Messages["openNow"];
