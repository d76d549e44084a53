import { expect, test } from "vitest";
import { collectDocuments } from "../../../worker/search/documents.ts";
import { buildEngine, loadEngine, query, suggest } from "../../../worker/search/engine.ts";
import { demoClient } from "./demo-engine.ts";

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

test("the demo index builds, serializes and answers within the edge's CPU budget", async () => {
  let t = performance.now();
  const docs = await collectDocuments(demoClient().client);
  const collectMs = performance.now() - t;
  t = performance.now();
  const engine = buildEngine(docs, "en");
  const json = JSON.stringify(engine);
  const buildMs = performance.now() - t;
  t = performance.now();
  const loaded = loadEngine(json, "en");
  const loadMs = performance.now() - t;
  const latencies: number[] = [];
  for (let i = 0; i < 100; i++) {
    const start = performance.now();
    query(loaded, terms[i % terms.length] ?? "dental");
    suggest(loaded, terms[i % terms.length] ?? "dental", "en");
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const figures = {
    documents: docs.length,
    bytes: new TextEncoder().encode(json).byteLength,
    collectMs: Math.round(collectMs),
    buildMs: Math.round(buildMs),
    loadMs: Math.round(loadMs),
    queryMeanMs: Number((latencies.reduce((a, b) => a + b, 0) / latencies.length).toFixed(2)),
    queryP95Ms: Number((latencies[94] ?? 0).toFixed(2)),
  };
  console.log("search index figures", figures);
  expect(figures.bytes).toBeLessThan(25 * 1024 * 1024);
  expect(figures.buildMs).toBeLessThan(5000);
  expect(figures.queryP95Ms).toBeLessThan(100);
});
