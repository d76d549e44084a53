/**
 * @module Reads an environment's resources from wrangler.toml and writes a KV namespace's or a D1
 * database's id back into the text in place, so comments and order stay as they are (a TOML serializer would drop comments).
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
  /** Its D1 databases: the binding, the database's name on the account, its id once provisioned. */
  d1: { binding: string; name: string; id: string | null }[];
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
    d1: tables(env.d1_databases).map((db) => ({
      binding: String(db.binding),
      name: typeof db.database_name === "string" ? db.database_name : "",
      id: typeof db.database_id === "string" && db.database_id !== "" ? db.database_id : null,
    })),
    queues: [...new Set(names)],
    domains: tables(env.routes)
      .filter((route) => route.custom_domain === true && typeof route.pattern === "string")
      .map((route) => String(route.pattern)),
  };
}

const headerLine = /^\s*\[/;

/** Where an id goes: the array of tables, its id key, and the key the id line follows. */
interface IdSlot {
  table: "kv_namespaces" | "d1_databases";
  key: "id" | "database_id";
  after: "binding" | "database_name";
  written: (resources: EnvResources, binding: string) => string | null | undefined;
}

/**
 * `toml` with `<key> = "<id>"` set on the `[[env.<environment>.<table>]]` entry whose binding is
 * `binding`: the id line replaced if there is one, else added under the `after` line. Every other
 * line stays byte for byte; the result is parsed again to prove the id landed where it belongs.
 */
function withId(toml: string, environment: string, binding: string, id: string, slot: IdSlot): string {
  const entries =
    slot.table === "kv_namespaces" ? envResources(toml, environment).kv : envResources(toml, environment).d1;
  const wanted = entries.findIndex((entry) => entry.binding === binding);
  if (wanted < 0) throw new Error(`[env.${environment}] has no ${slot.table} entry with binding ${binding}`);
  const lines = toml.split("\n");
  const header = `[[env.${environment}.${slot.table}]]`;
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
      `write ${header} as a table of its own (one [[…]] header per entry) so its id can be set`,
    );
  }
  let end = lines.findIndex((line, index) => index > start && headerLine.test(line));
  if (end < 0) end = lines.length;
  const idLine = `${slot.key} = ${JSON.stringify(id)}`;
  const block = lines.slice(start + 1, end);
  const existing = block.findIndex((line) => new RegExp(`^\\s*${slot.key}\\s*=`).test(line));
  if (existing >= 0) lines[start + 1 + existing] = idLine;
  else {
    const afterAt = block.findIndex((line) => new RegExp(`^\\s*${slot.after}\\s*=`).test(line));
    lines.splice(start + 1 + (afterAt >= 0 ? afterAt + 1 : 0), 0, idLine);
  }
  const result = lines.join("\n");
  if (slot.written(envResources(result, environment), binding) !== id) {
    throw new Error(`could not write the id of ${binding} into ${header}`);
  }
  return result;
}

/** `toml` with `id = "<id>"` on the KV namespace `binding` of `[env.<environment>]`, under its binding line. */
export const withKvId = (toml: string, environment: string, binding: string, id: string) =>
  withId(toml, environment, binding, id, {
    table: "kv_namespaces",
    key: "id",
    after: "binding",
    written: (resources, name) => resources.kv.find((kv) => kv.binding === name)?.id,
  });

/** `toml` with `database_id = "<id>"` on the D1 database `binding` of `[env.<environment>]`, under its name. */
export const withD1Id = (toml: string, environment: string, binding: string, id: string) =>
  withId(toml, environment, binding, id, {
    table: "d1_databases",
    key: "database_id",
    after: "database_name",
    written: (resources, name) => resources.d1.find((db) => db.binding === name)?.id,
  });
