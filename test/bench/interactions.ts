/** @module `npm run bench:interactions`: only the first-interaction rounds of the bench, for a quick look while working on them (no verdict). */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions, ensureChromium } from "../support/chromium.ts";
import { type InteractionRound, measureInteractions } from "../support/first-interaction.ts";
import { startDemoCms, startWorker } from "../support/worker-process.ts";
import { median } from "./throughput.ts";

ensureChromium();
process.env.NODE_ENV ??= "production"; // the deployed (production) React build, as in run.ts
const port = Number(process.env.BENCH_PORT ?? "8811");
const rounds = Number(process.env.BENCH_INTERACTION_ROUNDS ?? "5");
const cms = await startDemoCms(port + 1);
const worker = await startWorker(port, { CMS_ORIGIN: cms.url });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { interaction, rounds: runs } of await measureInteractions(browser, worker.url, rounds)) {
    const ok = runs.filter((r): r is InteractionRound => !("error" in r));
    const first = median(ok.map((r) => r.first));
    const live = median(ok.map((r) => r.live));
    const repeat = median(ok.map((r) => r.repeat));
    console.log(
      `${interaction.name}: first ${Math.round(first)} ms = ${(first / live).toFixed(2)} × live ${Math.round(live)} ms` +
        `; again, warm ${Math.round(repeat)} ms (first ${ok.map((r) => r.first).join(", ")}; live ${ok.map((r) => r.live).join(", ")}` +
        `; CPU × ${runs.map((r) => r.slowdown).join(", ")}` +
        `${ok.length < runs.length ? `; ${runs.length - ok.length} rounds failed: ${runs.flatMap((r) => ("error" in r ? [r.error] : [])).join("; ")}` : ""})`,
    );
  }
} finally {
  await browser.close();
  await worker.stop();
  await cms.stop();
}
