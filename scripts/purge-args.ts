/** @module Reads `npm run purge` arguments into the target site and the purge body. */
import { parseArgs } from "node:util";
import * as v from "valibot";
import { type PurgeTarget, purgeTarget } from "../worker/cache/purge-target.ts";
import { type SiteTarget, siteTarget, targetOptions } from "./target.ts";

export interface PurgeCommand {
  target: SiteTarget;
  /** Checked with the schema the ops route checks it with. */
  body: PurgeTarget;
}

/** The flags that name what to purge, each repeatable, and the body's field each fills. */
const lists = { path: "paths", tag: "tags", prefix: "prefixes" } as const;
type ListFlag = keyof typeof lists;

const options = {
  ...targetOptions,
  scope: { type: "string" },
  mode: { type: "string" },
  path: { type: "string", multiple: true },
  tag: { type: "string", multiple: true },
  prefix: { type: "string", multiple: true },
} as const;

/** The command for `argv`, or an error message saying what is wrong. */
export function purgeCommand(argv: string[]): PurgeCommand | string {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options }>>["values"];
  try {
    ({ values } = parseArgs({ args: argv, options }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const target = siteTarget(values);
  if (typeof target === "string") return target;
  if (values.mode !== undefined && values.mode !== "invalidate" && values.mode !== "purge")
    return "--mode must be invalidate or purge";
  const mode = values.mode ? { mode: values.mode } : {};
  const given = (Object.keys(lists) as ListFlag[]).filter((flag) => (values[flag] ?? []).length > 0);
  if (given.length + (values.scope ? 1 : 0) > 1) return "give one of --scope, --path, --tag or --prefix";
  if (values.scope === "all" || values.scope === "common")
    return { target, body: { scope: values.scope, ...mode } as PurgeTarget };
  if (values.scope) return "--scope must be all or common";
  const [flag] = given;
  if (!flag) return "give --scope all, --scope common, or one or more --path /…, --tag T or --prefix /…";
  const checked = v.safeParse(purgeTarget, { [lists[flag]]: values[flag], ...mode });
  if (checked.success) return { target, body: checked.output };
  // The union reports the issues of its closest branch: the list's.
  const issue = checked.issues[0];
  const bad = issue.path?.length === 2 ? `: ${String(issue.input)}` : "";
  return `--${flag} ${issue.message}${bad}`;
}
