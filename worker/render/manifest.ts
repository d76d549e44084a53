/** @module The client build manifest (written by `npm run build`): entry, chunks to preload, the inlined stylesheet. */
import manifest from "../../dist/manifest.json";
import { clientLoaderScript } from "./client-loader.ts";

export interface ClientManifest {
  /** URL of the client entry module. */
  entry: string;
  /** Modules the entry imports statically (modulepreload). */
  preload: string[];
  /** The site stylesheet, inlined into every page, and its CSP hash source (`sha256-…`). */
  style: { text: string; hash: string };
  /** Island name → chunk URL. */
  islands: Record<string, string>;
  /** The inline loader script for `entry` and `preload`, built once per isolate. */
  loader: string;
}

export const clientManifest: ClientManifest = { ...manifest, loader: clientLoaderScript(manifest) };
