/** @module Textos en español del canal de noticias y del calendario de eventos de STAR, y de los enlaces a ellos. */
import type { Messages } from "../messages.ts";

export const feeds = {
  newsTitle: "Noticias de {brand}",
  newsSubtitle: "Historias, consejos de salud y anuncios de nuestras clínicas.",
  newsLinkTitle: "Noticias (canal Atom)",
  eventsName: "Eventos de STAR de {brand}",
  eventsDescription:
    "Eventos para recaudar fondos que apoyan la atención de todas las personas de nuestra comunidad.",
  eventsLinkTitle: "Eventos de STAR (calendario)",
  eventDetails: "Detalles: {url}",
} satisfies Messages["feeds"];
