/** @module `npm run cut-over` against a fake Cloudflare API: the token's permissions per step, the 100117 existing-record case, and the rollback. */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { clinicToml, writeConfig } from "../support/clinic-config.ts";
import { type FakeRecord, fakeCloudflareApi } from "../support/fake-cloudflare-api.ts";
import { runScript } from "../support/run-script.ts";

const zone = { id: "zone-1", name: "alder-valley-clinic.org" };
const wordpress = (): FakeRecord[] => [
  {
    id: "rec-www",
    type: "CNAME",
    name: "www.alder-valley-clinic.org",
    content: "alder.wpengine.com",
    proxied: true,
  },
  { id: "rec-apex", type: "A", name: "alder-valley-clinic.org", content: "203.0.113.10", proxied: true },
  {
    id: "rec-cms",
    type: "CNAME",
    name: "cms.alder-valley-clinic.org",
    content: "alder.wpengine.com",
    proxied: true,
  },
];
const all = ["zone:read", "dns:edit", "workers-scripts:edit", "workers-routes:edit"];
const config = writeConfig(clinicToml());

function cutOver(api: string, args: string[], stateFile: string) {
  return runScript(
    "scripts/cut-over.ts",
    ["--env", "production", "--config", config, "--state-file", stateFile, ...args],
    {
      CLOUDFLARE_API_BASE_URL: api,
      CLOUDFLARE_API_TOKEN: "cut-over-test-token",
      CLOUDFLARE_ACCOUNT_ID: "acct-1",
    },
  );
}
const newStateFile = () => path.join(mkdtempSync(path.join(tmpdir(), "cut-over-")), "state.json");
const hosts = ["--hostname", "www.alder-valley-clinic.org", "--hostname", "alder-valley-clinic.org"];

describe("npm run cut-over", () => {
  it("moves www and the apex from WordPress to the worker, replacing records Cloudflare refuses with 100117, and keeps cms. on WordPress", async () => {
    const api = await fakeCloudflareApi(zone, wordpress(), all);
    try {
      const { status, out } = await cutOver(api.url, hosts, newStateFile());
      console.log(out);
      assert.equal(status, 0, out);
      assert.match(out, /Cloudflare refuses a custom domain over an existing record \(code 100117\)/);
      assert.deepEqual(
        api.state.domains.map((d) => [d.hostname, d.service]),
        [
          ["www.alder-valley-clinic.org", "clinic-site"],
          ["alder-valley-clinic.org", "clinic-site"],
        ],
      );
      assert.deepEqual(
        api.state.records.get(zone.id)?.map((r) => r.name),
        ["cms.alder-valley-clinic.org"],
      );
      assert.match(out, /\(token: Zone → DNS → Edit\)/);
      assert.match(out, /\(token: Account → Workers Scripts → Edit, and Zone → Workers Routes → Edit\)/);
    } finally {
      await api.close();
    }
  });

  it("its rollback detaches the worker and puts WordPress's records back as they were", async () => {
    const api = await fakeCloudflareApi(zone, wordpress(), all);
    const stateFile = newStateFile();
    try {
      assert.equal((await cutOver(api.url, hosts, stateFile)).status, 0);
      const { status, out } = await cutOver(api.url, ["--rollback"], stateFile);
      console.log(out);
      assert.equal(status, 0, out);
      assert.deepEqual(api.state.domains, []);
      const shape = (records: FakeRecord[] = []) =>
        records.map(({ type, name, content, proxied }) => `${type} ${name} ${content} ${proxied}`).sort();
      assert.deepEqual(shape(api.state.records.get(zone.id)), shape(wordpress()));
    } finally {
      await api.close();
    }
  });

  it("names the missing permission and changes nothing when the token lacks DNS edit", async () => {
    const api = await fakeCloudflareApi(
      zone,
      wordpress(),
      all.filter((p) => p !== "dns:edit"),
    );
    try {
      const { status, out } = await cutOver(api.url, hosts, newStateFile());
      assert.equal(status, 1, out);
      assert.match(
        out,
        /reading the DNS records of www\.alder-valley-clinic\.org failed: Authentication error \[code: 10000\]\. The API token needs "Zone → DNS → Edit"\./,
      );
      assert.deepEqual(api.state.domains, []);
      assert.equal(api.state.records.get(zone.id)?.length, 3);
    } finally {
      await api.close();
    }
  });

  it("names the Workers permissions when the token cannot attach a custom domain, before any record is deleted", async () => {
    const api = await fakeCloudflareApi(zone, wordpress(), ["zone:read", "dns:edit"]);
    const stateFile = newStateFile();
    try {
      const { status, out } = await cutOver(api.url, hosts, stateFile);
      assert.equal(status, 1, out);
      assert.match(
        out,
        /The API token needs "Account → Workers Scripts → Edit, and Zone → Workers Routes → Edit"/,
      );
      assert.equal(api.state.records.get(zone.id)?.length, 3);
    } finally {
      await api.close();
    }
  });
});
