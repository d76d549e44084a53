/** @module Textos en español de las respuestas de los formularios, uno por código de respuesta. */
import type { Messages } from "../messages.ts";

export const formAnswer = {
  contactReceived: "Gracias, recibimos su mensaje.",
  contactQueued: "Gracias, recibimos su mensaje y lo haremos llegar en breve.",
  newsletterReceived: "Su suscripción al boletín quedó registrada.",
  newsletterQueued: "Recibimos su suscripción y agregaremos su correo electrónico a la lista en breve.",
  invalid: "Corrija los campos marcados abajo.",
  badRequest: "No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.",
  wrongLanguage: "El idioma del formulario debe ser uno de estos: {languages}.",
  tooLarge: "El envío es demasiado grande (16 KB como máximo).",
  rateLimited: "Demasiados envíos. Espere un minuto.",
  botCheckFailed: "No pudimos confirmar que usted no es un robot. Inténtelo de nuevo.",
  botCheckUnavailable:
    "La verificación contra robots no está disponible. Inténtelo de nuevo en unos momentos.",
  rejected: "No se aceptó el envío. Revise lo que escribió e inténtelo de nuevo.",
  unavailable: "No pudimos recibir su envío. Inténtelo de nuevo más tarde.",
  wrongMethod: "Envíe el formulario con POST.",
  crossSite:
    "Este formulario solo se puede enviar desde las páginas de este sitio web. Abra la página en este sitio y envíelo desde allí.",
} satisfies Messages["formAnswer"];
