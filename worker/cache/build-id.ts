/** @module Which build a cached copy belongs to: copies made by another build are not reused as fresh. */
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

/** Changes whenever the client build changes (new hashed asset names), so cached HTML never points at gone assets. */
const manifestHash = fnv1a(JSON.stringify(clientManifest));
let isolateId: string | null = null;

/**
 * The build id for cache keys and entries. Locally it also changes each time the worker starts
 * (`wrangler dev` restarts on every code change), so a developer never sees pages cached by older code.
 */
export function buildId(config: Config): string {
  if (config.environment === "production") return manifestHash;
  isolateId ??= crypto.randomUUID().slice(0, 8);
  return `${manifestHash}-${isolateId}`;
}
