/**
 * @module Reads an environment's resources from wrangler.toml and writes a KV namespace id back into
 * the text in place, so comments and order stay as they are (a TOML serializer would drop comments).
 */
import { parse } from "smol-toml";

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const tables = (value: unknown): Table[] => (Array.isArray(value) ? value.filter(isTable) : []);

export interface EnvResources {
  /** The worker's name in this environment. */
  workerName: string;
  kv: { binding: string; id: string | null }[];
  /** Every queue the environment names (producers, consumers, dead-letter queues), once each. */
  queues: string[];
  /** The hostnames of its custom-domain routes (`routes = [{ pattern, custom_domain = true }]`). */
  domains: string[];
}

/** The `[env.<environment>]` section of `toml`; throws with a clear message when it is missing. */
function section(toml: string, environment: string): Table {
  const config = parse(toml) as Table;
  const envs = isTable(config.env) ? config.env : {};
  const found = envs[environment];
  if (!isTable(found)) throw new Error(`wrangler.toml has no [env.${environment}] section`);
  return found;
}

/** The resources `[env.<environment>]` declares. */
export function envResources(toml: string, environment: string): EnvResources {
  const env = section(toml, environment);
  if (typeof env.name !== "string") throw new Error(`[env.${environment}] has no name`);
  const queues = isTable(env.queues) ? env.queues : {};
  const names = [
    ...tables(queues.producers).map((p) => p.queue),
    ...tables(queues.consumers).flatMap((c) => [c.queue, c.dead_letter_queue]),
  ].filter((name): name is string => typeof name === "string" && name !== "");
  return {
    workerName: env.name,
    kv: tables(env.kv_namespaces).map((kv) => ({
      binding: String(kv.binding),
      id: typeof kv.id === "string" && kv.id !== "" ? kv.id : null,
    })),
    queues: [...new Set(names)],
    domains: tables(env.routes)
      .filter((route) => route.custom_domain === true && typeof route.pattern === "string")
      .map((route) => String(route.pattern)),
  };
}

const headerLine = /^\s*\[/;

/**
 * `toml` with `id = "<id>"` set on the `[[env.<environment>.kv_namespaces]]` entry whose binding is
 * `binding`: the id line replaced if there is one, else added under the binding line. Every other
 * line stays byte for byte; the result is parsed again to prove the id landed where it belongs.
 */
export function withKvId(toml: string, environment: string, binding: string, id: string): string {
  const wanted = envResources(toml, environment).kv.findIndex((kv) => kv.binding === binding);
  if (wanted < 0) throw new Error(`[env.${environment}] has no KV namespace with binding ${binding}`);
  const lines = toml.split("\n");
  const header = `[[env.${environment}.kv_namespaces]]`;
  let seen = -1;
  let start = -1;
  for (const [index, line] of lines.entries()) {
    if (line.trim().replace(/\s+/g, "") === header && ++seen === wanted) {
      start = index;
      break;
    }
  }
  if (start < 0) {
    throw new Error(
      `write ${header} as a table of its own (one [[…]] header per namespace) so its id can be set`,
    );
  }
  let end = lines.findIndex((line, index) => index > start && headerLine.test(line));
  if (end < 0) end = lines.length;
  const idLine = `id = ${JSON.stringify(id)}`;
  const block = lines.slice(start + 1, end);
  const existing = block.findIndex((line) => /^\s*id\s*=/.test(line));
  if (existing >= 0) lines[start + 1 + existing] = idLine;
  else {
    const bindingAt = block.findIndex((line) => /^\s*binding\s*=/.test(line));
    lines.splice(start + 1 + (bindingAt >= 0 ? bindingAt + 1 : 0), 0, idLine);
  }
  const result = lines.join("\n");
  const written = envResources(result, environment).kv.find((kv) => kv.binding === binding);
  if (written?.id !== id) throw new Error(`could not write the id of ${binding} into ${header}`);
  return result;
}
