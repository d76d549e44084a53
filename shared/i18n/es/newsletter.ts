/** @module Textos en español de la suscripción al boletín: el formulario del pie y cada paso de su ventana. */
import type { Messages } from "../messages.ts";

export const newsletter = {
  heading: "Boletín",
  emailLabel: "Correo electrónico",
  signUp: "Suscribirse",
  sending: "Enviando…",
  modalHeading: "Suscripción al boletín",
  entryPrompt: "Escriba su correo electrónico abajo.",
  confirmPrompt: "Confirme que este correo electrónico es correcto:",
  invalid: "Correo electrónico no válido",
  successHeading: "¡Listo!",
  successLead: "Agregamos este correo electrónico a la lista de nuestro boletín:",
  successOutro: "¡Nos dará mucho gusto mantenerlo al tanto de todas las novedades de {brand}!",
  failureHeading: "Lo sentimos, hubo un problema.",
  failureLead: "No pudimos agregar este correo electrónico a la lista de nuestro boletín:",
  failureFallback: "Inténtelo de nuevo más tarde.",
} satisfies Messages["newsletter"];
