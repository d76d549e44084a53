/** @module Textos en español que la página de inicio añade a su contenido del CMS. */
import type { Messages } from "../messages.ts";

export const home = {
  makeAppointment: "Hacer una cita",
  findClinic: "Buscar una clínica",
  ourServices: "Nuestros servicios",
  locations: "Ubicaciones",
  hours: "Horario",
  news: "Noticias",
  allNews: "Todas las noticias",
  aboutStar: "Acerca de STAR",
  donate: "Donar",
  openPortal: "Abrir el portal del paciente",
} satisfies Messages["home"];
