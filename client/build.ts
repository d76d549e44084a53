/** @module Client build: esbuild bundles the entry and one chunk per island, hashes names, writes the manifest. */
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as esbuild from "esbuild";
import { listBuild, writeAssetList } from "./asset-list.ts";
import { buildLoader, clientTargets } from "./build-loader.ts";
import { speculationRules } from "./speculation-rules.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
// Build into a fresh folder and swap it in at the end, so a running `wrangler dev` never sees a half-built dist.
const out = path.join(root, `.dist-build-${process.pid}`);
const publicOut = path.join(out, "public");
const assetsDir = path.join(publicOut, "assets");

await rm(out, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(path.join(root, "public"), publicOut, { recursive: true });

const result = await esbuild.build({
  entryPoints: {
    entry: path.join(root, "client/entry.tsx"),
    styles: path.join(root, "client/styles/index.css"),
  },
  bundle: true,
  splitting: true,
  format: "esm",
  target: clientTargets,
  minify: true,
  sourcemap: false,
  jsx: "automatic",
  outdir: assetsDir,
  entryNames: "[name]-[hash]",
  chunkNames: "[name]-[hash]",
  assetNames: "[name]-[hash]",
  metafile: true,
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  // V8 compiles every function of a file with this hint eagerly, on a background thread while the file
  // streams in, instead of on the main thread when React first calls it (explicit compile hints).
  banner: { js: "//# allFunctionsCalledOnLoad" },
  logLevel: "warning",
});

const url = (file: string) => `/${path.relative(publicOut, path.join(root, file)).split(path.sep).join("/")}`;
const outputs = Object.entries(result.metafile.outputs);
const entryOut = outputs.find(([, o]) => o.entryPoint === "client/entry.tsx");
const cssOut = outputs.find(([file]) => file.endsWith(".css"));
if (!entryOut || !cssOut) throw new Error("client build produced no entry or no stylesheet");
// The stylesheet is small, so every page inlines it (no render-blocking request); the CSP allows
// exactly this text by its hash. The file itself is not served.
const cssText = (await readFile(path.join(root, cssOut[0]), "utf8")).trim();
await rm(path.join(root, cssOut[0]));

const islands: Record<string, string> = {};
for (const [file, o] of outputs) {
  const match = o.entryPoint ? /^shared\/islands\/([a-z-]+)\.tsx$/.exec(o.entryPoint) : null;
  if (match?.[1]) islands[match[1]] = url(file);
}
// The entry imports react-dom's client dynamically (so it is evaluated in a task of its own) but needs
// it on every page: it is preloaded with the entry's static imports.
const reactDomOut = outputs.find(([, o]) =>
  Object.keys(o.inputs).some((i) => i.includes("react-dom-client.")),
);
if (!reactDomOut) throw new Error("client build has no react-dom client chunk");
/** Text inlined into every page, with its CSP hash source: the policy allows exactly this text. */
function inline(text: string): { text: string; hash: string } {
  if (/<\/(?:script|style)/i.test(text)) throw new Error("an inlined text would close its element early");
  return { text, hash: `sha256-${createHash("sha256").update(text).digest("base64")}` };
}
const entry = url(entryOut[0]);
const preload = [
  ...entryOut[1].imports.filter((i) => i.kind === "import-statement").map((i) => url(i.path)),
  url(reactDomOut[0]),
];
const manifest = {
  entry,
  preload,
  style: inline(cssText),
  islands,
  // The two inline scripts every page carries, the same on every page of a build (decision 0043).
  loader: inline(await buildLoader({ entry, preload })),
  speculationRules: inline(JSON.stringify(speculationRules)),
};
await writeFile(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
// The hashed files this build serves, read by the next deploy to keep them answering (decision 0059).
await writeAssetList(publicOut, await listBuild(publicOut));
const old = path.join(root, `.dist-old-${process.pid}`);
await rename(dist, old).catch(() => undefined);
await rename(out, dist);
await rm(old, { recursive: true, force: true });
console.log(`client built: ${Object.keys(islands).length} islands, entry ${manifest.entry}`);
