/** @module Starts and stops a real `wrangler dev` worker for benchmarks and multi-worker tests. */
import { type ChildProcess, spawn } from "node:child_process";

export interface RunningWorker {
  url: string;
  /** The `npx wrangler dev` process, leader of the group that holds workerd. */
  pid: number;
  stop(): Promise<void>;
}

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
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`worker on port ${port} did not start`);
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
    },
  };
}

/** The demo CMS's own wrangler configuration: the demo CMS alone, as WordPress would be. */
export const demoCmsConfig = "worker/cms/demo/wrangler.toml";

/** Starts the demo CMS as a worker of its own on `port` (a site reads it through `CMS_ORIGIN`). */
export const startDemoCms = (port: number, vars: Record<string, string> = {}): Promise<RunningWorker> =>
  startWorker(port, vars, `.wrangler/state-${port}`, demoCmsConfig);
