/** @module Textos en español de las páginas de STAR: el programa, sus eventos y las donaciones. */
import type { Messages } from "../messages.ts";

export const star = {
  aboutStar: "Acerca de STAR",
  star: "STAR",
  seeEvents: "Ver los eventos de STAR",
  donate: "Donar",
  eventsCrumb: "Eventos de STAR",
  eventsTitle: "Eventos de STAR",
  eventsDescription:
    "Eventos para recaudar fondos que apoyan la atención de todas las personas de nuestra comunidad.",
  subscribe: "Suscribirse a los eventos de STAR en su aplicación de calendario",
  download: "Descargar el calendario de eventos (.ics)",
  addToCalendar: "Agregar al calendario",
  donateToStar: "Donar a STAR",
  giveOnline: "Donar en línea de forma segura",
  otherWays:
    "Lo llevaremos al sitio de la empresa que procesa nuestros pagos con tarjeta. ¿Prefiere donar de otra manera? {contact}.",
  contactUs: "Comuníquese con nosotros",
} satisfies Messages["star"];
