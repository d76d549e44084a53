/** @module Reads `npm run purge` arguments into the site URL and the purge body (no node:util, so workerd tests run it). */
import * as v from "valibot";
import { type PurgeTarget, purgeTarget } from "../worker/cache/purge-target.ts";

export interface PurgeCommand {
  site: string;
  /** Checked with the schema the ops route checks it with. */
  body: PurgeTarget;
}

/** The flags that name what to purge, each repeatable, and the body's field each fills. */
const lists = { "--path": "paths", "--tag": "tags", "--prefix": "prefixes" } as const;
type ListFlag = keyof typeof lists;
const isListFlag = (flag: string): flag is ListFlag => flag in lists;

/** The command for `argv`, or an error message saying what is wrong. */
export function purgeCommand(argv: string[]): PurgeCommand | string {
  const values: { site?: string; scope?: string; mode?: string } = {};
  const named: Partial<Record<ListFlag, string[]>> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag = "", value] = [argv[i], argv[i + 1]];
    if (!isListFlag(flag) && flag !== "--site" && flag !== "--scope" && flag !== "--mode")
      return `Unknown option '${flag}'`;
    if (value === undefined || value.startsWith("--")) return `${flag} needs a value`;
    if (isListFlag(flag)) named[flag] = [...(named[flag] ?? []), value];
    else values[flag.slice(2) as "site" | "scope" | "mode"] = value;
  }
  if (!values.site || !/^https?:\/\/[^\s/]+\/?$/.test(values.site)) return "--site must be an http(s) origin";
  const site = values.site.replace(/\/$/, "");
  if (values.mode !== undefined && values.mode !== "invalidate" && values.mode !== "purge")
    return "--mode must be invalidate or purge";
  const mode = values.mode ? { mode: values.mode } : {};
  const given = (Object.keys(named) as ListFlag[]).filter((flag) => (named[flag] ?? []).length > 0);
  if (given.length + (values.scope ? 1 : 0) > 1) return "give one of --scope, --path, --tag or --prefix";
  if (values.scope === "all" || values.scope === "common")
    return { site, body: { scope: values.scope, ...mode } as PurgeTarget };
  if (values.scope) return "--scope must be all or common";
  const [flag] = given;
  if (!flag) return "give --scope all, --scope common, or one or more --path /…, --tag T or --prefix /…";
  const checked = v.safeParse(purgeTarget, { [lists[flag]]: named[flag], ...mode });
  if (checked.success) return { site, body: checked.output };
  // The union reports the issues of its closest branch: the list's.
  const issue = checked.issues[0];
  const bad = issue.path?.length === 2 ? `: ${String(issue.input)}` : "";
  return `${flag} ${issue.message}${bad}`;
}
