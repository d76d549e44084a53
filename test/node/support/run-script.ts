/** @module Runs one of the project's Node scripts without blocking this process (which may be serving the script). */
import { spawn } from "node:child_process";

export interface ScriptRun {
  status: number | null;
  /** stdout then stderr. */
  out: string;
}

/** `node <script> …args` with `env` added, resolved when it exits. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, out: stdout + stderr }));
  });
}
