/** @module Bundles the page's loader (client/loader/) into the text of the inline script every page carries. */
import path from "node:path";
import * as esbuild from "esbuild";

/** The browsers the client build targets (the loader runs in the same ones). */
export const clientTargets = ["es2022", "chrome111", "safari16", "firefox115"];

/**
 * Bundles client/loader/index.ts (one minified IIFE) with the entry's URLs written in. Fails if the
 * text could end its inline `<script>` early or change how the HTML parser reads it (`</script`,
 * `<!--`).
 */
export async function buildLoader(urls: { entry: string; preload: readonly string[] }): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(import.meta.dirname, "loader/index.ts")],
    bundle: true,
    format: "iife",
    target: clientTargets,
    minify: true,
    write: false,
    legalComments: "none",
    define: { LOADER_URLS: JSON.stringify({ entry: urls.entry, preload: urls.preload }) },
    logLevel: "warning",
  });
  const text = result.outputFiles[0]?.text.trim();
  if (!text) throw new Error("the loader build produced no output");
  if (/<\/script|<!--/i.test(text)) throw new Error("the loader's text would end its inline <script> early");
  return text;
}
