/** @module Textos en español de la lista de noticias y de cada noticia. */
import type { Messages } from "../messages.ts";

export const news = {
  title: "Noticias",
  titlePaged: "Noticias, página {page}",
  headingPaged: "Noticias (página {page})",
  description: "Historias, consejos de salud y anuncios de nuestras clínicas.",
  descriptionPaged: "Historias, consejos de salud y anuncios de nuestras clínicas, página {page} de {pages}.",
  leadOne: "1 noticia, de la más reciente a la más antigua. Página {page} de {pages}.",
  leadOther: "{total} noticias, de la más reciente a la más antigua. Página {page} de {pages}.",
  subscribe: "Suscribirse a las noticias (canal Atom)",
  pagerLabel: "Páginas de noticias",
  allNews: "← Todas las noticias",
  covidNews: "Noticias sobre el COVID-19",
  storyDescriptionUntranslated: "Una noticia de {brand}; su texto aún no está traducido.",
} satisfies Messages["news"];
