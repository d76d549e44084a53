/** @module Mensajes en español de las reglas de los formularios. */
import type { Messages } from "../messages.ts";

export const form = {
  nameMissing: "Escriba su nombre.",
  nameTooLong: "Su nombre puede tener como máximo {max} caracteres.",
  emailInvalid: "Escriba un correo electrónico válido.",
  phoneInvalid: "Escriba un número de teléfono de 10 dígitos o deje el campo vacío.",
  locationMissing: "Elija una clínica.",
  reasonMissing: "Elija un motivo.",
  messageMissing: "Escriba un mensaje.",
  messageTooLong: "Su mensaje puede tener como máximo {max} caracteres.",
  consentMissing: "Acepte que nos comuniquemos con usted para poder responderle.",
  controlCharacters: "Quite los saltos de línea y los caracteres invisibles de este campo.",
  messageControlCharacters: "Quite los caracteres de control invisibles de su mensaje.",
  newsletterEmail: "Correo electrónico no válido",
  profileUnknown: "Perfil desconocido; se esperaba newsletter.",
} satisfies Messages["form"];
