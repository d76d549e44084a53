/** @module Textos en español de las páginas 404, 503 y de error de configuración. */
import type { Messages } from "../messages.ts";

export const errors = {
  notFoundTitle: "Página no encontrada",
  notFoundDescription: "No pudimos encontrar esa página.",
  notFoundHeading: "No pudimos encontrar esa página",
  notFoundText: "Es posible que la página que busca se haya movido o que el enlace tenga un error.",
  goHome: "Ir a la página de inicio",
  contactUs: "Comuníquese con nosotros",
  sitemap: "Ver todas las páginas en el mapa del sitio",
  urgent: "Si necesita ayuda médica urgente, llame al 911.",
  unavailableTitle: "No disponible por el momento",
  unavailableDescription: "Esta página no está disponible por el momento.",
  unavailableHeading: "Esta página no está disponible por el momento",
  unavailableText:
    "Tenemos problemas para cargar este contenido en este momento. Vuelva a intentarlo en un minuto.",
  unavailableOpen:
    "Nuestras clínicas están abiertas como siempre. Si necesita ayuda médica urgente, llame al 911.",
  serverError: "Algo salió mal de nuestro lado. Vuelva a intentarlo.",
  configTitle: "Error de configuración del sitio",
  configIntro: "El sitio no puede iniciarse hasta que se corrijan estos ajustes:",
} satisfies Messages["errors"];
