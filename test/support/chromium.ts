/** @module Finds Debian's Chromium and the flags it needs on this closed network (no downloaded browsers). */
import { spawnSync } from "node:child_process";
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

/**
 * Makes sure Chromium is there: as root, installs Debian's package when it is missing; otherwise
 * (or if that fails) says the one command to run and exits.
 */
export function ensureChromium() {
  if (chromiumPresent()) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing; installing Debian's chromium package…");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!chromiumPresent()) {
    console.error(
      "Chromium not found: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
}
