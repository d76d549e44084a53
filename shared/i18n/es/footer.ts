/** @module Textos en español del pie de página del sitio. */
import type { Messages } from "../messages.ts";

export const footer = {
  locations: "Ubicaciones",
  learnMore: "Más información",
  generalInfo: "Información general",
  news: "Noticias",
  jobOpenings: "Empleos disponibles",
  covid19: "COVID-19",
  aboutStar: "Acerca de STAR",
  donate: "Donar",
  contactUs: "Comuníquese con nosotros",
  copyright: "© {year} {brand}. Si es una emergencia, llame al 911.",
  privacy: "Privacidad",
  nondiscrimination: "No discriminación y asistencia lingüística",
  accessibility: "Accesibilidad",
  sitemap: "Mapa del sitio",
  employees: "Empleados",
} satisfies Messages["footer"];
