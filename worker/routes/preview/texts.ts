/** @module What a preview says, in each of the site's languages: the banner and every refusal. */
import type { Locale } from "../../../shared/i18n/locales.ts";

export type Refusal =
  | "missing"
  | "tampered"
  | "expired"
  | "replayed"
  | "revoked"
  | "gone"
  | "unfit"
  | "unavailable";

interface PreviewTexts {
  /** The banner's accessible name. */
  banner: string;
  /** The banner's text. */
  bannerText: string;
  /** The refusal page's heading and title. */
  refusedTitle: string;
  /** What to do next, under every refusal. */
  again: string;
  refusals: Record<Refusal, string>;
}

export const previewTexts: Record<Locale, PreviewTexts> = {
  en: {
    banner: "Preview",
    bannerText:
      "Preview of a draft: not published. Only you can see this page; its link worked once and is spent.",
    refusedTitle: "This preview cannot be shown",
    again: "Open the preview again from the editor in WordPress (the Preview button).",
    refusals: {
      missing: "The address has no preview token.",
      tampered: "The preview token is not valid: it has been changed or was not made by WordPress.",
      expired: "The preview token has expired: a preview link works for 10 minutes.",
      replayed: "This preview link has already been used: each link opens once.",
      revoked: "The account this preview was opened with may no longer edit this post.",
      gone: "The post this preview was opened for no longer exists.",
      unfit: "The draft cannot be shown yet: {detail}.",
      unavailable: "WordPress did not answer with the draft. Try again in a moment.",
    },
  },
  es: {
    banner: "Vista previa",
    bannerText:
      "Vista previa de un borrador: no está publicado. Solo usted puede ver esta página; su enlace sirvió una vez y ya no vale.",
    refusedTitle: "No se puede mostrar esta vista previa",
    again: "Vuelva a abrir la vista previa desde el editor de WordPress (el botón Vista previa).",
    refusals: {
      missing: "La dirección no tiene un token de vista previa.",
      tampered: "El token de vista previa no es válido: fue modificado o no lo creó WordPress.",
      expired: "El token de vista previa caducó: un enlace de vista previa vale 10 minutos.",
      replayed: "Este enlace de vista previa ya se usó: cada enlace se abre una sola vez.",
      revoked: "La cuenta con la que se abrió esta vista previa ya no puede editar esta entrada.",
      gone: "La entrada de esta vista previa ya no existe.",
      unfit: "El borrador aún no se puede mostrar: {detail}.",
      unavailable: "WordPress no respondió con el borrador. Inténtelo de nuevo en un momento.",
    },
  },
};
