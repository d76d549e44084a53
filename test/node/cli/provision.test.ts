/** @module `npm run provision` against a fake wrangler on PATH: creates what is missing, once, and keeps wrangler.toml's text. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { parse } from "smol-toml";
import { fakeWrangler } from "../support/fake-wrangler.ts";

function provision(bin: string, config: string, environment: string) {
  const result = spawnSync(
    process.execPath,
    ["scripts/provision.ts", "--env", environment, "--config", config],
    {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    },
  );
  return { status: result.status, out: result.stdout + result.stderr };
}

const copyOfConfig = () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "provision-")), "wrangler.toml");
  copyFileSync("wrangler.toml", file);
  return file;
};

const creates = (calls: string[][]) => calls.filter((args) => args.includes("create"));

describe("npm run provision", () => {
  it("creates both namespaces, the D1 database and the four queues (the last queue behind the dead-letter queue included), writes the ids in place, and creates nothing the second time", () => {
    const fake = fakeWrangler();
    const config = copyOfConfig();
    const before = readFileSync(config, "utf8");

    const first = provision(fake.bin, config, "production");
    assert.equal(first.status, 0, first.out);
    assert.deepEqual(
      creates(fake.calls()).map((args) => args.slice(0, 4)),
      [
        ["kv", "namespace", "create", "clinic-site-cache"],
        ["kv", "namespace", "create", "clinic-site-form-dead-letters"],
        ["d1", "create", "clinic-cms-events-production", "--config"],
        ["queues", "create", "clinic-form-outbox", "--config"],
        ["queues", "create", "clinic-cache-purges", "--config"],
        ["queues", "create", "clinic-form-outbox-dlq", "--config"],
        ["queues", "create", "clinic-form-outbox-last-dlq", "--config"],
      ],
    );
    const { namespaces, databases, queues } = fake.account();
    assert.deepEqual(queues, [
      "clinic-form-outbox",
      "clinic-cache-purges",
      "clinic-form-outbox-dlq",
      "clinic-form-outbox-last-dlq",
    ]);
    const id = namespaces[0]?.id ?? "";
    const deadLettersId = namespaces[1]?.id ?? "";
    assert.match(id, /^[0-9a-f]{32}$/);
    assert.match(deadLettersId, /^[0-9a-f]{32}$/);
    assert.notEqual(deadLettersId, id);
    assert.equal(databases.length, 1);
    const databaseId = databases[0]?.uuid ?? "";
    assert.match(databaseId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const after = readFileSync(config, "utf8");
    const config1 = parse(after) as {
      env: Record<
        string,
        {
          kv_namespaces: { binding: string; id?: string }[];
          d1_databases: { binding: string; database_name: string; database_id?: string }[];
        }
      >;
    };
    assert.deepEqual(
      config1.env.production?.kv_namespaces.map((kv) => ({ ...kv })),
      [
        { binding: "CACHE", id },
        { binding: "FORM_DEAD_LETTERS", id: deadLettersId },
      ],
    );
    assert.deepEqual(
      config1.env.production?.d1_databases.map((db) => ({ ...db })),
      [{ binding: "CMS_EVENTS_DB", database_name: "clinic-cms-events-production", database_id: databaseId }],
    );
    assert.equal(config1.env.staging?.kv_namespaces[0]?.id, undefined);
    assert.equal(config1.env.staging?.d1_databases[0]?.database_id, undefined);
    // Exactly one line added under each binding; every comment and line kept.
    const added = after
      .split("\n")
      .filter((line, i, lines) => lines.indexOf(line) === i && !before.includes(line));
    assert.deepEqual(added, [`id = "${id}"`, `id = "${deadLettersId}"`, `database_id = "${databaseId}"`]);
    assert.equal(
      after
        .replace(`id = "${id}"\n`, "")
        .replace(`id = "${deadLettersId}"\n`, "")
        .replace(`database_id = "${databaseId}"\n`, ""),
      before,
    );
    assert.match(after, /database_name = "clinic-cms-events-production"\ndatabase_id = "[0-9a-f-]{36}"\n/);
    assert.match(
      first.out,
      /secrets not set yet: OPS_TOKEN, CSE_KEY, BOT_CHECK_SECRET, SUBMISSIONS_TOKEN, CMS_EVENTS_SECRET, ALERT_WEBHOOK_URL/,
    );
    // No worker yet: `wrangler secret put` would make a draft Worker, so the secrets go with the first deploy.
    assert.match(
      first.out,
      /put them in \.secrets\.production .* never `wrangler secret put` before the first deploy/,
    );
    assert.match(first.out, /Next: npm run deploy -- --env production --secrets-file \.secrets\.production/);
    assert.doesNotMatch(first.out, /npx wrangler secret put/);

    const callsBefore = fake.calls().length;
    const second = provision(fake.bin, config, "production");
    assert.equal(second.status, 0, second.out);
    assert.deepEqual(creates(fake.calls().slice(callsBefore)), []);
    assert.equal(readFileSync(config, "utf8"), after);
    assert.match(second.out, /queue clinic-form-outbox-dlq: exists/);
  });

  it("takes the id of a namespace or database created by an earlier, interrupted run instead of creating another", () => {
    const fake = fakeWrangler({
      namespaces: [
        { id: "0123456789abcdef0123456789abcdef", title: "clinic-site-staging-cache" },
        { id: "fedcba9876543210fedcba9876543210", title: "clinic-site-staging-form-dead-letters" },
      ],
      databases: [
        { uuid: "3f6c2b1a-9d8e-4f7a-b6c5-d4e3f2a1b0c9", name: "clinic-cms-events-staging" },
        { uuid: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", name: "clinic-cms-events-production" },
      ],
      queues: ["clinic-form-outbox-staging"],
      secrets: { staging: ["OPS_TOKEN"] },
    });
    const config = copyOfConfig();
    const run = provision(fake.bin, config, "staging");
    assert.equal(run.status, 0, run.out);
    assert.deepEqual(
      creates(fake.calls()).map((args) => args.slice(0, 3)),
      [
        ["queues", "create", "clinic-cache-purges-staging"],
        ["queues", "create", "clinic-form-outbox-staging-dlq"],
        ["queues", "create", "clinic-form-outbox-staging-last-dlq"],
      ],
    );
    assert.match(
      readFileSync(config, "utf8"),
      /\[\[env\.staging\.kv_namespaces\]\]\nbinding = "CACHE"\nid = "0123456789abcdef0123456789abcdef"\n/,
    );
    assert.match(
      readFileSync(config, "utf8"),
      /\[\[env\.staging\.kv_namespaces\]\]\nbinding = "FORM_DEAD_LETTERS"\nid = "fedcba9876543210fedcba9876543210"\n/,
    );
    assert.match(
      readFileSync(config, "utf8"),
      /\[\[env\.staging\.d1_databases\]\]\nbinding = "CMS_EVENTS_DB"\ndatabase_name = "clinic-cms-events-staging"\ndatabase_id = "3f6c2b1a-9d8e-4f7a-b6c5-d4e3f2a1b0c9"\n/,
    );
    assert.match(
      run.out,
      /secrets not set yet: CSE_KEY, BOT_CHECK_SECRET, SUBMISSIONS_TOKEN, CMS_EVENTS_SECRET, ALERT_WEBHOOK_URL/,
    );
  });

  it("refuses an environment wrangler.toml does not have, before calling wrangler", () => {
    const fake = fakeWrangler();
    const config = copyOfConfig();
    const unknown = provision(fake.bin, config, "qa");
    assert.equal(unknown.status, 1);
    assert.match(unknown.out, /wrangler.toml has no \[env\.qa\] section/);
    assert.deepEqual(fake.calls(), []);
  });
});
