/**
 * @module The page's main landmark, as the server renders it (shared/frame/layout.tsx) and the
 * document and the client find it: the skip link's target, what the first frame waits for
 * (worker/render/document.tsx), and where the client moves focus or reads a page's flags.
 */

/** The main landmark's id. */
export const mainId = "main";
