/** @module `npm test`: build, binding types, typecheck, lint, Vitest in workerd, Node scripts, Playwright in Chromium; one summary line. */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./support/chromium.ts";

/** Flaky tests failed, then passed on a retry: they count as passed, and are reported. */
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failures: string[] = [];
const flaky: string[] = [];

/** The parts of Playwright's JSON report read here. */
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** `file:line › title [project]` of every flaky test in the report. */
function flakyTests(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === "flaky")
        .map((t) => `${spec.file}:${spec.line} › ${spec.title} [${t.projectName}]`),
    ),
    ...flakyTests(suite.suites),
  ]);
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Counts a step that is one check as passed or failed. */
function tally(label: string, ok: boolean) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

/** A step that is one check (the build). */
function check(label: string, command: string, args: string[]) {
  tally(label, run(label, command, args));
}

ensureChromium();
mkdirSync("test-results", { recursive: true });

/** Runs one command with its output held back; resolves with whether it passed and what it printed. */
function runHeld(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", (error) => resolve({ ok: false, output: `${error.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Checks that read the sources and write nothing, run side by side (each is mostly one process on
 * one core); each one's output is printed whole, in this order, once all have ended.
 */
async function checksSideBySide(steps: [label: string, command: string, args: string[]][]) {
  const results = await Promise.all(steps.map(([, command, args]) => runHeld(command, args)));
  for (const [i, [label]] of steps.entries()) {
    const result = results[i];
    console.log(`\n▶ ${label}`);
    process.stdout.write(result?.output ?? "");
    tally(label, result?.ok ?? false);
  }
}

check("client build", "npm", ["run", "--silent", "build"]);
await checksSideBySide([
  [
    "binding types are current (wrangler types --check)",
    "npx",
    [
      "wrangler",
      "types",
      "--check",
      "--strict-vars=false",
      "--env-interface",
      "Env",
      "worker/worker-configuration.d.ts",
    ],
  ],
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["nothing unused: files, exports, dependencies (knip)", "npx", ["knip"]],
]);

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
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0 || !report.success) failures.push("vitest");
  if (!report.success && report.numFailedTests === 0) totals.failed += 1;
} else {
  totals.failed += 1;
  failures.push("vitest (no report)");
}

// Tests of the scripts themselves (`npm start`, the deploy tooling and CLIs): they spawn wrangler,
// local workers and the project's scripts, which workerd cannot, so they run in Node, one file at a time.
const nodeReport = "test-results/node.tap";
rmSync(nodeReport, { force: true });
const nodeOk = run("Node scripts (node --test)", process.execPath, [
  "--test",
  "--test-concurrency=1",
  "--test-reporter=spec",
  "--test-reporter-destination=stdout",
  "--test-reporter=tap",
  `--test-reporter-destination=${nodeReport}`,
  "test/node/**/*.test.ts",
]);
if (existsSync(nodeReport)) {
  // The TAP stream ends with `# pass N`, `# fail N`, `# cancelled N`, `# skipped N`, `# todo N`.
  const tap = readFileSync(nodeReport, "utf8");
  const count = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, "m").exec(tap)?.[1] ?? 0);
  const failed = count("fail") + count("cancelled");
  totals.passed += count("pass");
  totals.failed += failed;
  totals.skipped += count("skipped") + count("todo");
  if (failed > 0 || !nodeOk) failures.push("node --test");
  if (!nodeOk && failed === 0) totals.failed += 1;
} else {
  totals.failed += 1;
  failures.push("node --test (no report)");
}

const e2eReport = "test-results/e2e.json";
rmSync(e2eReport, { force: true });
const e2eOk = run("Playwright in Chromium", "npx", ["playwright", "test"], { PW_REPORTER: "json" });
if (existsSync(e2eReport)) {
  const report = JSON.parse(readFileSync(e2eReport, "utf8")) as PlaywrightReport;
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.flaky += stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  flaky.push(...flakyTests(report.suites));
  if (stats.unexpected > 0 || !e2eOk) failures.push("playwright");
  if (!e2eOk && stats.unexpected === 0) totals.failed += 1;
} else {
  totals.failed += 1;
  failures.push("playwright (no report)");
}

if (flaky.length) console.log(`\nFlaky (failed, then passed on a retry):\n  ${flaky.join("\n  ")}`);
if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`);
// Flaky tests are counted as passed above; their number gets its own line, because CI reads the last
// line as exactly `N passed, N failed, N skipped`.
console.log(`\nFlaky: ${totals.flaky} (passed on a retry, counted as passed)`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
