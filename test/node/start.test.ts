/** @module `npm start -- --port N`, run the way the README shows it: every flag reaches `wrangler dev`. */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { test } from "node:test";
import { setTimeout as delay } from "node:timers/promises";
import { freePort } from "../support/free-port.ts";
import { endGroup } from "../support/worker-process.ts";

/** Asks `url` until it answers; fails as soon as the process exits, or after `timeoutMs`. */
async function firstAnswer(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      assert.fail(`npm start exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    try {
      return await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      // Not listening yet: ask again shortly.
    }
    if (Date.now() > deadline) assert.fail(`nothing answered on ${url} within ${timeoutMs} ms:\n${output()}`);
    await delay(250);
  }
}

test("npm start -- --port N builds the client and serves the site on port N", {
  timeout: 180_000,
}, async (t) => {
  const port = await freePort();
  // Its own process group, so that npm, wrangler and workerd all stop together.
  const child = spawn("npm", ["start", "--", "--port", String(port)], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  const exited = once(child, "exit");
  t.after(async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    endGroup(child);
  });

  const home = await firstAnswer(`http://127.0.0.1:${port}/`, child, () => log, 150_000);
  assert.equal(home.status, 200, log);
  assert.match(await home.text(), /<h1[\s>]/);
  const page = await fetch(`http://127.0.0.1:${port}/about-us`);
  assert.equal(page.status, 200);
});
