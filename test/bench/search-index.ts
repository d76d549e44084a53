/** @module `node --experimental-transform-types test/bench/search-index.ts`: size, build time and query latency of the built-in search index on demo content. */
import { createCmsClient } from "../../worker/cms/client.ts";
import { demoCms } from "../../worker/cms/demo/index.ts";
import { builtinProvider } from "../../worker/search/builtin.ts";
import { collectDocuments } from "../../worker/search/documents.ts";
import { buildEngine, loadEngine, query, suggest } from "../../worker/search/engine.ts";

const terms = [
  "dental",
  "dent",
  "gonzales",
  "primary care",
  "clinics",
  "vaccine",
  "covid",
  "pediatric",
  "jobs",
  "star",
];
const cms = createCmsClient({
  access: {
    origin: "http://demo-cms.internal",
    demo: false,
    fetch: async (request) => demoCms.fetch(request, {} as never),
  },
  timeoutMs: 5000,
  memoSeconds: 0,
});

const ms = (from: number) => Number((performance.now() - from).toFixed(1));
let t = performance.now();
const docs = await collectDocuments(cms);
const collectMs = ms(t);
t = performance.now();
const json = JSON.stringify(buildEngine(docs, "en"));
const buildMs = ms(t);
t = performance.now();
const engine = loadEngine(json, "en");
const loadMs = ms(t);
const provider = builtinProvider(async () => engine, "en");
const timings: Record<string, number[]> = { search: [], suggest: [] };
for (let i = 0; i < 1000; i++) {
  const term = terms[i % terms.length] ?? "dental";
  let s = performance.now();
  await provider.search(term, 0);
  timings.search?.push(performance.now() - s);
  s = performance.now();
  suggest(engine, term, "en");
  timings.suggest?.push(performance.now() - s);
}
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => Number((sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(3));
  return {
    mean: Number((xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
};
console.log({
  documents: docs.length,
  indexBytes: new TextEncoder().encode(json).byteLength,
  collectMs,
  buildAndSerializeMs: buildMs,
  loadMs,
  searchMs: stats(timings.search ?? []),
  suggestMs: stats(timings.suggest ?? []),
  hits: query(engine, "dental").length,
});
