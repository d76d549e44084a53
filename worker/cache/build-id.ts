/** @module Which build a stored copy belongs to (the common data, a page's last good copy). */
import type { Config } from "../env.ts";
import { clientManifest } from "../render/manifest.ts";

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell builds apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** Changes whenever the client build changes (new hashed asset names). */
const manifestHash = fnv1a(JSON.stringify(clientManifest));
let isolateId: string | null = null;

/** The build id; locally it also changes each time the worker starts (`wrangler dev` restarts on a change). */
export function buildId(config: Config): string {
  if (config.environment === "production") return manifestHash;
  isolateId ??= crypto.randomUUID().slice(0, 8);
  return `${manifestHash}-${isolateId}`;
}
