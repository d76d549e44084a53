/** @module Starts and stops a real `wrangler dev` worker for benchmarks and multi-worker tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

export interface RunningWorker {
  url: string;
  /** The `npx wrangler dev` process, leader of the group that holds workerd. */
  pid: number;
  stop(): Promise<void>;
}

/** Wrangler exited before its worker answered: its port was taken meanwhile, or the build failed. */
class WorkerExitedError extends Error {}

/**
 * Starts `wrangler dev` on `port` with extra `--var`s, and waits until `/robots.txt` answers. `config`
 * is another wrangler configuration than the site's (`wrangler.toml`); `extraArgs` go to wrangler as they are.
 */
export async function startWorker(
  port: number,
  vars: Record<string, string> = {},
  persistTo = `.wrangler/state-${port}`,
  config?: string,
  extraArgs: string[] = [],
): Promise<RunningWorker> {
  const args = [
    "wrangler",
    "dev",
    ...(config ? ["--config", config] : []),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    ...extraArgs,
  ];
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const child: ChildProcess = spawn("npx", args, { stdio: ["ignore", "inherit", "inherit"], detached: true });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) {
      endGroup(child);
      throw new WorkerExitedError(
        `worker on port ${port} did not start (wrangler exited with ${child.exitCode})`,
      );
    }
    if (Date.now() > deadline) {
      endGroup(child);
      throw new Error(`worker on port ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          return; // the process group is already gone
        }
        await exited;
      }
      endGroup(child);
    },
  };
}

/**
 * Ends whatever is left of `child`'s process group once wrangler is gone or given up on: a process
 * wrangler started (esbuild's service) can outlive it, orphaned, holding the stderr it inherited, and
 * `node --test` then waits on that stream forever after its last test.
 */
export function endGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // No process of the group is left.
  }
}

/** The demo CMS's own wrangler configuration: the demo CMS alone, as WordPress would be. */
export const demoCmsConfig = "worker/cms/demo/wrangler.toml";

/** Starts the demo CMS as a worker of its own on `port` (a site reads it through `CMS_ORIGIN`). */
export const startDemoCms = (port: number, vars: Record<string, string> = {}): Promise<RunningWorker> =>
  startWorker(port, vars, `.wrangler/state-${port}`, demoCmsConfig);

/**
 * Runs `start` on a port nothing listens on. Another process can bind that port before wrangler
 * does (workers started side by side each open a few ports of their own): when wrangler exits
 * instead of answering, starts again on another port, up to `attempts` times.
 */
export async function startOnFreePort(
  start: (port: number) => Promise<RunningWorker>,
  attempts = 3,
): Promise<RunningWorker> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!(error instanceof WorkerExitedError) || attempt >= attempts) throw error;
    }
  }
}
