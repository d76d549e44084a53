/** @module Reads `npm run purge` arguments into the site URL and the purge body (no node:util, so workerd tests run it). */
export interface PurgeCommand {
  site: string;
  body: { scope: "all" | "common" } | { paths: string[] };
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
  const bad = paths.find((p) => !p.startsWith("/"));
  if (bad) return `--path must start with /: ${bad}`;
  return { site, body: { paths } };
}
