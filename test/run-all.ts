/** @module `npm test`: build, binding types, typecheck, lint, Vitest in workerd, Playwright in Chromium; one summary line. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./support/chromium.ts";

const totals = { passed: 0, failed: 0 };
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is one check (build, typecheck, lint). */
function check(label: string, command: string, args: string[]) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

ensureChromium();
mkdirSync("test-results", { recursive: true });

check("client build", "npm", ["run", "--silent", "build"]);
check("binding types are current (wrangler types --check)", "npx", [
  "wrangler",
  "types",
  "--check",
  "--strict-vars=false",
  "--env-interface",
  "Env",
  "worker/worker-configuration.d.ts",
]);
check("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);
check("lint", "npx", ["biome", "check", "."]);

// Node-side tests (test/node): the deploy tooling, which spawns wrangler, local workers and the
// project's scripts (workerd cannot). Counts come from a TAP report; the spec reporter prints.
const nodeReport = "test-results/node.tap";
rmSync(nodeReport, { force: true });
run("Node tests (deploy tooling)", process.execPath, [
  "--test",
  "--test-concurrency=1",
  "--test-reporter=spec",
  "--test-reporter-destination=stdout",
  "--test-reporter=tap",
  `--test-reporter-destination=${nodeReport}`,
  "test/node/**/*.test.ts",
]);
if (existsSync(nodeReport)) {
  const tap = readFileSync(nodeReport, "utf8");
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? "0");
  totals.passed += count("pass");
  totals.failed += count("fail") + count("cancelled");
  if (count("fail") + count("cancelled") > 0 || count("pass") === 0) failures.push("node tests");
  if (count("pass") === 0 && count("fail") === 0) totals.failed += 1;
} else {
  totals.failed += 1;
  failures.push("node tests (no report)");
}

const vitestReport = "test-results/vitest.json";
rmSync(vitestReport, { force: true });
run("Vitest in workerd", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    success: boolean;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !report.success) failures.push("vitest");
  if (!report.success && report.numFailedTests === 0) totals.failed += 1;
} else {
  totals.failed += 1;
  failures.push("vitest (no report)");
}

const e2eReport = "test-results/e2e.json";
rmSync(e2eReport, { force: true });
run("Playwright in Chromium", "npx", ["playwright", "test"], { PW_REPORTER: "json" });
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  if (stats.unexpected > 0) failures.push("playwright");
} else {
  totals.failed += 1;
  failures.push("playwright (no report)");
}

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
