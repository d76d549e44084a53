/** @module The client build manifest (written by `npm run build`): entry, chunks to preload, the inlined stylesheet. */
import manifest from "../../dist/manifest.json";

export interface ClientManifest {
  /** URL of the client entry module. */
  entry: string;
  /** Modules the entry imports statically (modulepreload). */
  preload: string[];
  /** The site stylesheet, inlined into every page, and its CSP hash source (`sha256-…`). */
  style: { text: string; hash: string };
  /** Island name → chunk URL. */
  islands: Record<string, string>;
}

export const clientManifest: ClientManifest = manifest;
