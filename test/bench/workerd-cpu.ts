/** @module Worker CPU per request: user+system CPU of the workerd processes under `wrangler dev`, read from /proc. */
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = 100; // Linux USER_HZ, what /proc/<pid>/stat counts in

function stat(pid: number): { ppid: number; comm: string; ticks: number } | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = raw.lastIndexOf(")");
    const comm = raw.slice(raw.indexOf("(") + 1, close);
    const fields = raw.slice(close + 2).split(" ");
    return { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every workerd process descending from `rootPid` (wrangler → node → workerd). */
export function workerdPids(rootPid: number): number[] {
  const all = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => ({ pid: Number(d), info: stat(Number(d)) }))
    .filter((p) => p.info !== null);
  const descendants = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all)
      if (!descendants.has(p.pid) && descendants.has(p.info!.ppid)) {
        descendants.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => descendants.has(p.pid) && p.info!.comm.startsWith("workerd")).map((p) => p.pid);
}

const ticks = (pids: number[]) => new Map(pids.map((pid) => [pid, stat(pid)?.ticks ?? Number.NaN]));

/**
 * workerd CPU ms per request over `n` serial requests to `path` (10 ms tick resolution, so `n` should be large).
 * `wrangler dev` restarts workerd when a source file changes; a sample that saw the process set change is retried.
 */
export async function cpuPerRequest(
  base: string,
  rootPid: number,
  path: string,
  n: number,
  headers: Record<string, string> = {},
): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pids = workerdPids(rootPid);
    const before = ticks(pids);
    for (let i = 0; i < n; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    const after = ticks(workerdPids(rootPid));
    const same = after.size === before.size && [...before.keys()].every((pid) => after.has(pid));
    const used = [...before].reduce((sum, [pid, t]) => sum + (after.get(pid) ?? Number.NaN) - t, 0);
    if (same && Number.isFinite(used)) return Number(((used * 1000) / ticksPerSecond / n).toFixed(2));
  }
  throw new Error("workerd restarted during every CPU sample (files changing under wrangler dev?)");
}
