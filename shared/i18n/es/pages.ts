/** @module Textos en español de las páginas pequeñas del sitio: migas de páginas del CMS, acceso, resultados de búsqueda. */
import type { Messages } from "../messages.ts";

export const pages = {
  generalInfo: "Información general",
  covid19: "COVID-19",
  contactUs: "Comuníquese con nosotros",
  privacy: "Privacidad",
  signIn: "Iniciar sesión",
  signInDescription: "Enlaces al portal del paciente y al portal de capacitación para empleados.",
  signInIntro: "Este sitio web no tiene cuentas propias. Elija el portal que necesita:",
  patientPortal: "Portal del paciente",
  patientPortalNote: "— mensajes, citas y resultados de análisis.",
  employeePortal: "Portal de capacitación para empleados",
  employeePortalNote: "— para el personal.",
  search: "Buscar",
  searchResultsFor: "Resultados de búsqueda de “{term}”",
  searchDescription: "Buscar en el sitio web de {brand}.",
  searchResults: "Resultados de búsqueda",
  searchResultsPaged: "Resultados de búsqueda (página {page})",
  searchPagerLabel: "Páginas de resultados de búsqueda",
  searchTooMany: "Hay demasiadas búsquedas desde su red. Espere un minuto y vuelva a intentarlo.",
  searchUnavailable: "La búsqueda no está disponible en este momento. Vuelva a intentarlo más tarde.",
} satisfies Messages["pages"];
