/**
 * @module wrangler.toml's staging and production environments: each builds with
 * `wrangler deploy --dry-run`, fits the free plan's 3 MB gzip limit, carries no demo CMS, and binds
 * CMS_EVENTS_DB (the change events' and previews' D1 database) to a database of its own.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { jobs } from "../../worker/cms/demo/seed/jobs.ts";
import { news } from "../../worker/cms/demo/seed/news.ts";
import { home } from "../../worker/cms/demo/seed/pages.ts";
import { staff } from "../../worker/cms/demo/seed/staff.ts";

/** The Workers free plan's limit on a worker's compressed size. */
const limitBytes = 3 * 1024 * 1024;

/** `wrangler deploy --dry-run` for `environment` (null: the top level): the bundle's JavaScript, and the bindings wrangler lists. */
function dryRun(environment: string | null): { bundle: string; bindings: string } {
  const outdir = mkdtempSync(path.join(tmpdir(), `bundle-${environment ?? "local"}-`));
  const args = ["wrangler", "deploy", "--dry-run", "--outdir", outdir];
  if (environment) args.push("--env", environment);
  const result = spawnSync("npx", args, { encoding: "utf8" });
  assert.equal(result.status, 0, `${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  assert.match(result.stdout, /--dry-run: exiting now/);
  const bundle = readdirSync(outdir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(path.join(outdir, file), "utf8"))
    .join("\n");
  return {
    bundle,
    bindings: result.stdout.slice(result.stdout.indexOf("has access to the following bindings")),
  };
}

const runs = new Map<string, ReturnType<typeof dryRun>>();
/** One dry run per environment, shared by its tests. */
function dryRunOnce(environment: string): ReturnType<typeof dryRun> {
  const run = runs.get(environment) ?? dryRun(environment);
  runs.set(environment, run);
  return run;
}

/** The D1 databases wrangler says the worker is bound to: `env.NAME (database)`, one per line. */
const d1Bindings = (bindings: string) =>
  bindings
    .split("\n")
    .filter((line) => /\bD1 Database\s*$/.test(line))
    .map((line) => line.trim().split(/\s{2,}/)[0]);

/** Text only the demo CMS holds: seed titles, names and slugs, and its database code. */
const seedMarkers = [
  ...news.slice(0, 10).flatMap((story) => [story.title, story.slug]),
  ...jobs.slice(0, 5).map((job) => job.title),
  ...staff.slice(0, 5).map((member) => member.name),
  home.hero_title,
  "function listSubmissions(",
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("the deployable environments", () => {
  const { bundle: local, bindings: localBindings } = dryRun(null);

  it("the local build carries the demo CMS (so its absence below means something)", () => {
    assert.deepEqual(
      seedMarkers.filter((marker) => !local.includes(marker)),
      [],
    );
    assert.deepEqual(d1Bindings(localBindings), ["env.DEMO_DB (demo-cms)", "env.CMS_EVENTS_DB (cms-events)"]);
  });

  for (const environment of ["staging", "production"]) {
    it(`${environment} builds with wrangler deploy --dry-run, under 3 MB gzip, without the demo CMS`, () => {
      const { bundle } = dryRunOnce(environment);
      const gzip = gzipSync(bundle).byteLength;
      console.log(
        `${environment} bundle: ${kib(Buffer.byteLength(bundle))}, gzip ${kib(gzip)} (limit ${kib(limitBytes)})`,
      );
      assert.ok(gzip < limitBytes, `${environment} is ${kib(gzip)} gzip, over the ${kib(limitBytes)} limit`);
      assert.deepEqual(
        seedMarkers.filter((marker) => bundle.includes(marker)),
        [],
        "demo CMS content in the bundle",
      );
    });

    it(`${environment} binds CMS_EVENTS_DB to its own D1 database, and no demo CMS database`, () => {
      // Without it, WordPress's publish and previews answer 503 once deployed.
      assert.deepEqual(d1Bindings(dryRunOnce(environment).bindings), [
        `env.CMS_EVENTS_DB (clinic-cms-events-${environment})`,
      ]);
    });
  }
});
