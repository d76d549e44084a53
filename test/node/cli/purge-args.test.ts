/** @module The purge command line: the target site, what to purge, and a clear answer to bad arguments. */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { purgeCommand } from "../../../scripts/purge-args.ts";

const site = (origin: string) => ({ origin, vars: {} });

describe("the purge command line", () => {
  it("reads a scope", () => {
    assert.deepEqual(purgeCommand(["--url", "https://example.org/", "--scope", "all"]), {
      target: site("https://example.org"),
      body: { scope: "all" },
    });
  });

  it("reads several paths", () => {
    assert.deepEqual(
      purgeCommand(["--url", "http://127.0.0.1:8787", "--path", "/news", "--path", "/about-us"]),
      { target: site("http://127.0.0.1:8787"), body: { paths: ["/news", "/about-us"] } },
    );
  });

  it("reads tags, path prefixes and the mode, as the ops route takes them", () => {
    assert.deepEqual(purgeCommand(["--url", "https://e.org", "--tag", "common", "--tag", "lang:es"]), {
      target: site("https://e.org"),
      body: { tags: ["common", "lang:es"] },
    });
    assert.deepEqual(purgeCommand(["--url", "https://e.org", "--prefix", "/news/", "--mode", "purge"]), {
      target: site("https://e.org"),
      body: { prefixes: ["/news/"], mode: "purge" },
    });
    assert.deepEqual(purgeCommand(["--url", "https://e.org", "--scope", "all", "--mode", "invalidate"]), {
      target: site("https://e.org"),
      body: { scope: "all", mode: "invalidate" },
    });
  });

  describe("with --env", () => {
    const dir = mkdtempSync(join(tmpdir(), "purge-args-"));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const config = join(dir, "wrangler.toml");
    writeFileSync(
      config,
      [
        "[env.production]",
        'name = "clinic-site"',
        'routes = [{ pattern = "clinic.example.org", custom_domain = true }, { pattern = "www.clinic.example.org", custom_domain = true }]',
        "[env.production.vars]",
        'SITE_URL = "https://www.clinic.example.org"',
        "[env.bare]",
        'name = "clinic-bare"',
        "[env.bare.vars]",
        'SITE_URL = "https://bare.example.org"',
      ].join("\n"),
    );

    it("purges the environment's custom domain that SITE_URL names, with its worker and vars", () => {
      const command = purgeCommand(["--env", "production", "--config", config, "--scope", "common"]);
      assert.ok(typeof command !== "string", String(command));
      assert.equal(command.target.origin, "https://www.clinic.example.org");
      assert.equal(command.target.environment, "production");
      assert.equal(command.target.workerName, "clinic-site");
    });

    it("falls back to SITE_URL where the environment has no custom domain, and --url wins over both", () => {
      const bare = purgeCommand(["--env", "bare", "--config", config, "--scope", "all"]);
      assert.ok(typeof bare !== "string", String(bare));
      assert.equal(bare.target.origin, "https://bare.example.org");
      const local = purgeCommand([
        "--env",
        "bare",
        "--config",
        config,
        "--url",
        "http://127.0.0.1:8787",
        "--scope",
        "all",
      ]);
      assert.ok(typeof local !== "string", String(local));
      assert.equal(local.target.origin, "http://127.0.0.1:8787");
      assert.equal(local.target.workerName, "clinic-bare");
    });

    it("names an environment wrangler.toml does not have", () => {
      assert.equal(
        purgeCommand(["--env", "preview", "--config", config, "--scope", "all"]),
        "wrangler.toml has no [env.preview] section",
      );
    });
  });

  it("explains what is wrong with bad arguments", () => {
    assert.equal(purgeCommand(["--scope", "all"]), "name the site with --env NAME or --url https://…");
    assert.equal(
      purgeCommand(["--site", "https://e.org", "--scope", "all"]),
      "--site is gone: name the site with --url https://e.org (or --env NAME for a wrangler environment)",
    );
    assert.equal(
      purgeCommand(["--url", "e.org", "--scope", "all"]),
      "--url must be an http(s) origin, not e.org",
    );
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--scope", "pages"]),
      "--scope must be all or common",
    );
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--path", "news"]),
      "--path must start with / and hold no spaces or #: news",
    );
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--path", "/a b"]),
      "--path must start with / and hold no spaces or #: /a b",
    );
    const many = Array.from({ length: 31 }, (_, i) => ["--path", `/p${i}`]).flat();
    assert.equal(purgeCommand(["--url", "https://e.org", ...many]), "--path give at most 30");
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--scope", "all", "--path", "/x"]),
      "give one of --scope, --path, --tag or --prefix",
    );
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--tag", "common", "--prefix", "/news"]),
      "give one of --scope, --path, --tag or --prefix",
    );
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--tag", "a b"]),
      "--tag must be printable ASCII without spaces: a b",
    );
    assert.equal(
      purgeCommand(["--url", "https://e.org", "--scope", "all", "--mode", "drop"]),
      "--mode must be invalidate or purge",
    );
    assert.match(String(purgeCommand(["--url", "https://e.org"])), /^give --scope all/);
    assert.match(String(purgeCommand(["--url", "https://e.org", "--force"])), /Unknown option '--force'/);
  });
});
