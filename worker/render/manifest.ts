/**
 * @module The client build manifest (written by `npm run build`): entry, chunks to preload, and the
 * texts every page inlines (stylesheet, loader, speculation rules), each with its CSP hash source.
 */
import manifest from "../../dist/manifest.json";

/** A text every page inlines, and its CSP hash source (`sha256-…`), computed by the build. */
interface InlineText {
  text: string;
  hash: string;
}

export interface ClientManifest {
  /** URL of the client entry module. */
  entry: string;
  /** Modules the entry imports statically (modulepreload). */
  preload: string[];
  /** The site stylesheet. */
  style: InlineText;
  /** Island name → chunk URL. */
  islands: Record<string, string>;
  /** The loader script that starts the client bundle (client/loader/, bundled by client/build-loader.ts). */
  loader: InlineText;
  /** The Speculation Rules (speculation-rules.ts) as the JSON script's text. */
  speculationRules: InlineText;
}

export const clientManifest: ClientManifest = manifest;
