/** @module Reads `npm run purge` arguments into the site URL and the purge body (no node:util, so workerd tests run it). */
import * as v from "valibot";
import { type PurgeTarget, purgeTarget } from "../cache/purge-target.ts";

export interface PurgeCommand {
  site: string;
  /** Checked with the schema the ops route checks it with. */
  body: PurgeTarget;
}

/** The command for `argv`, or an error message saying what is wrong. */
export function purgeCommand(argv: string[]): PurgeCommand | string {
  const values: { site?: string; scope?: string; path?: string[] } = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag !== "--site" && flag !== "--scope" && flag !== "--path") return `Unknown option '${flag}'`;
    if (value === undefined || value.startsWith("--")) return `${flag} needs a value`;
    if (flag === "--path") values.path = [...(values.path ?? []), value];
    else values[flag === "--site" ? "site" : "scope"] = value;
  }
  if (!values.site || !/^https?:\/\/[^\s/]+\/?$/.test(values.site)) return "--site must be an http(s) origin";
  const site = values.site.replace(/\/$/, "");
  const paths = values.path ?? [];
  if (values.scope && paths.length > 0) return "give either --scope or --path, not both";
  if (values.scope === "all" || values.scope === "common") return { site, body: { scope: values.scope } };
  if (values.scope) return "--scope must be all or common";
  if (paths.length === 0) return "give --scope all, --scope common, or one or more --path /…";
  const checked = v.safeParse(purgeTarget, { paths });
  if (checked.success) return { site, body: checked.output };
  // The union reports the issues of its closest branch: the paths one.
  const issue = checked.issues[0];
  const bad = issue.path?.length === 2 ? `: ${String(issue.input)}` : "";
  return `--path ${issue.message}${bad}`;
}
