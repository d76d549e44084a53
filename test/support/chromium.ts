/** @module Finds Debian's Chromium and the flags it needs on this closed network (no downloaded browsers). */
import { existsSync } from "node:fs";

/** `CHROMIUM_PATH`, else /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}

export const chromiumPresent = () => existsSync(chromiumPath());
