/** @module Textos en español de los encabezados y migas de las páginas legales, y los nombres de idiomas de los avisos de asistencia. */
import type { Messages } from "../messages.ts";

export const legal = {
  nondiscriminationCrumb: "No discriminación",
  nondiscriminationTitle: "Aviso de no discriminación y asistencia lingüística",
  nondiscriminationDescription:
    "No discriminamos. Asistencia lingüística gratuita y ayudas para personas con discapacidades.",
  accessibilityCrumb: "Accesibilidad",
  accessibilityTitle: "Declaración de accesibilidad",
  accessibilityDescription:
    "Nuestro compromiso con un sitio web accesible y cómo informarnos sobre una barrera.",
  "lang.es": "Español",
  "lang.zh-Hant": "Chino (tradicional)",
  "lang.vi": "Vietnamita",
  "lang.ko": "Coreano",
  "lang.tl": "Tagalo",
  "lang.ru": "Ruso",
  "lang.ar": "Árabe",
  "lang.ht": "Criollo haitiano",
  "lang.fr": "Francés",
  "lang.pl": "Polaco",
  "lang.pt": "Portugués",
  "lang.it": "Italiano",
  "lang.de": "Alemán",
  "lang.ja": "Japonés",
  "lang.fa": "Persa (farsi)",
  "lang.uk": "Ucraniano",
  "lang.ro": "Rumano",
  "lang.so": "Somalí",
  "lang.km": "Jemer (camboyano)",
  "lang.lo": "Lao",
  "lang.th": "Tailandés",
} satisfies Messages["legal"];
