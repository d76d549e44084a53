/** @module The Git host's workflows: they parse, run what they should, and call only npm scripts that exist. */
import assert from "node:assert/strict";
import { accessSync, constants, readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { parse } from "yaml";

interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { needs?: string | string[]; steps: Step[] }>;
}

const workflow = (file: string) => parse(readFileSync(`.github/workflows/${file}`, "utf8")) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps);
const scripts = Object.keys(
  (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts,
);

/** Every npm script a piece of shell calls (`npm run x`, `npm test`, `npm start`). */
function npmScriptsIn(shell: string): string[] {
  const commands = shell
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n");
  const called = [...commands.matchAll(/\bnpm (?:run(?:-script)? )?(?:--silent )?([a-z][\w:-]*)/g)].map(
    (m) => m[1] ?? "",
  );
  return [...new Set(called.filter((name) => !["ci", "install", "exec"].includes(name)))];
}

describe("the workflow files", () => {
  const ci = workflow("ci.yml");
  const deploy = workflow("deploy.yml");

  it("run CI on pushes and pull requests through .ci/run, which runs npm test", () => {
    assert.ok("push" in ci.on && "pull_request" in ci.on);
    assert.ok(steps(ci).some((step) => step.run?.trim() === "bash .ci/run"));
    accessSync(".ci/run", constants.R_OK);
    assert.deepEqual(npmScriptsIn(readFileSync(".ci/run", "utf8")), ["test"]);
  });

  it("deploy by hand or on a tag, after the tests, with the Cloudflare secrets, through npm run deploy", () => {
    assert.ok("workflow_dispatch" in deploy.on);
    assert.deepEqual((deploy.on.push as { tags: string[] }).tags, ["v*"]);
    assert.equal(deploy.jobs.deploy?.needs, "test");
    const step = steps(deploy).find((s) => s.run?.includes("npm run deploy"));
    assert.ok(step, "no step runs npm run deploy");
    assert.match(step.run ?? "", /--env "\$TARGET"/);
    assert.match(step.env?.CLOUDFLARE_API_TOKEN ?? "", /^\$\{\{ secrets\.CLOUDFLARE_API_TOKEN \}\}$/);
    assert.match(step.env?.CLOUDFLARE_ACCOUNT_ID ?? "", /^\$\{\{ secrets\.CLOUDFLARE_ACCOUNT_ID \}\}$/);
  });

  it("call only npm scripts that package.json has", () => {
    const called = [...steps(ci), ...steps(deploy)].flatMap((step) => npmScriptsIn(step.run ?? ""));
    assert.ok(called.includes("deploy"));
    assert.deepEqual(
      called.filter((name) => !scripts.includes(name)),
      [],
    );
  });
});
