/**
 * @module `npm run cut-over` against a fake Cloudflare API holding a clinic's whole zone (web, mail,
 * certificates): only the hostnames' A, AAAA and CNAME records change, the apex redirects to the
 * canonical host, the token's permissions are named per step, and the rollback puts it all back.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { clinicToml, writeConfig } from "../support/clinic-config.ts";
import {
  edgeAnswer,
  type FakeCloudflare,
  type FakeRecord,
  type FakeRule,
  fakeCloudflareApi,
} from "../support/fake-cloudflare-api.ts";
import { runScript } from "../support/run-script.ts";

const apex = "alder-valley-clinic.org";
const zone = { id: "zone-1", name: apex };
/** The clinic's zone: WordPress on www, the apex and cms., mail at a mail host, CAA, a delegated subzone. */
const clinicZone = (): FakeRecord[] => [
  { id: "rec-www", type: "CNAME", name: `www.${apex}`, content: "alder.wpengine.com", proxied: true },
  { id: "rec-apex-a", type: "A", name: apex, content: "203.0.113.10", proxied: true },
  { id: "rec-apex-aaaa", type: "AAAA", name: apex, content: "2001:db8::10", proxied: true },
  { id: "rec-cms", type: "CNAME", name: `cms.${apex}`, content: "alder.wpengine.com", proxied: true },
  { id: "rec-mx1", type: "MX", name: apex, content: "mx1.mailhost.example", priority: 10, ttl: 3600 },
  { id: "rec-mx2", type: "MX", name: apex, content: "mx2.mailhost.example", priority: 20, ttl: 3600 },
  {
    id: "rec-spf",
    type: "TXT",
    name: apex,
    content: '"v=spf1 include:_spf.mailhost.example ~all"',
    ttl: 3600,
  },
  {
    id: "rec-dkim",
    type: "TXT",
    name: `selector1._domainkey.${apex}`,
    content: '"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx3"',
    ttl: 3600,
  },
  { id: "rec-dmarc", type: "TXT", name: `_dmarc.${apex}`, content: '"v=DMARC1; p=quarantine"', ttl: 3600 },
  { id: "rec-caa1", type: "CAA", name: apex, content: '0 issue "letsencrypt.org"', ttl: 3600 },
  {
    id: "rec-caa2",
    type: "CAA",
    name: apex,
    content: '0 issue "pki.goog; cansignhttpexchanges=yes"',
    ttl: 3600,
  },
  {
    id: "rec-verify",
    type: "TXT",
    name: `www.${apex}`,
    content: '"google-site-verification=Ab12Cd34"',
    ttl: 300,
  },
  {
    id: "rec-srv",
    type: "SRV",
    name: `_autodiscover._tcp.${apex}`,
    content: "0 5 443 autodiscover.mailhost.example",
    ttl: 3600,
  },
  { id: "rec-ns", type: "NS", name: `lab.${apex}`, content: "ns1.university.example", ttl: 86400 },
];
/** Every record that is not an address record, byte for byte, in a stable order. */
const notAddresses = (state: FakeCloudflare) =>
  (state.records.get(zone.id) ?? [])
    .filter((r) => !["A", "AAAA", "CNAME"].includes(r.type))
    .map((r) => JSON.stringify(r))
    .sort();
/** The rule someone else made, before the cut-over: it must stay. */
const donateRule: FakeRule = {
  id: "rule-donate",
  description: "donate page at the payment host",
  expression: `(http.host eq "donate.${apex}")`,
  action: "redirect",
  action_parameters: {
    from_value: { status_code: 302, target_url: { value: "https://donate.example.net/alder" } },
  },
  enabled: true,
};
const all = ["zone:read", "dns:edit", "workers-scripts:edit", "workers-routes:edit", "redirect:edit"];
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
const hosts = ["--hostname", `www.${apex}`, "--hostname", apex];
const showLog = (title: string, out: string) => {
  if (process.env.DEPLOY_LOG) console.log(`--- cut-over log: ${title} ---\n${out}`);
};

describe("npm run cut-over", () => {
  it("moves www and the apex to the worker, changing only their A, AAAA and CNAME records: MX, SPF, DKIM, DMARC, CAA, SRV and NS stay byte-identical", async () => {
    const api = await fakeCloudflareApi(zone, clinicZone(), all);
    try {
      const before = notAddresses(api.state);
      const { status, out } = await cutOver(api.url, hosts, newStateFile());
      showLog("www and the apex", out);
      assert.equal(status, 0, out);
      assert.match(out, /refuses a custom domain over an existing A, AAAA or CNAME record \(code 100117\)/);
      assert.match(
        out,
        /Left as they are \(mail, certificates, other services\):\n {2}MX alder-valley-clinic\.org 10 mx1\.mailhost\.example\n/,
      );
      assert.deepEqual(notAddresses(api.state), before);
      assert.deepEqual(
        api.state.domains.map((d) => [d.hostname, d.service]),
        [
          [`www.${apex}`, "clinic-site"],
          [apex, "clinic-site"],
        ],
      );
      // Of the address records only cms.'s is left: WordPress keeps answering there.
      assert.deepEqual(
        api.state.records
          .get(zone.id)
          ?.filter((r) => ["A", "AAAA", "CNAME"].includes(r.type))
          .map((r) => r.id),
        ["rec-cms"],
      );
      assert.match(out, /\(token: Zone → DNS → Edit\)/);
      assert.match(out, /\(token: Account → Workers Scripts → Edit, and Zone → Workers Routes → Edit\)/);
    } finally {
      await api.close();
    }
  });

  it("after the cut-over the apex answers 301 to the canonical host with its path and query, www reaches the worker, and other redirect rules stay", async () => {
    const api = await fakeCloudflareApi(zone, clinicZone(), all);
    api.state.redirects.set(zone.id, [donateRule]);
    try {
      assert.deepEqual(edgeAnswer(api.state, `https://${apex}/news`), { origin: "203.0.113.10" });
      const { status, out } = await cutOver(api.url, hosts, newStateFile());
      assert.equal(status, 0, out);
      assert.match(out, /\(token: Zone → Single Redirect → Edit\)/);
      assert.deepEqual(edgeAnswer(api.state, `https://${apex}/news/story/flu-clinic?lang=es`), {
        redirect: 301,
        location: `https://www.${apex}/news/story/flu-clinic?lang=es`,
      });
      assert.deepEqual(edgeAnswer(api.state, `https://www.${apex}/`), { worker: "clinic-site" });
      assert.deepEqual(edgeAnswer(api.state, `https://cms.${apex}/wp-json/`), {
        origin: "alder.wpengine.com",
      });
      assert.deepEqual(edgeAnswer(api.state, `https://donate.${apex}/`), {
        redirect: 302,
        location: "https://donate.example.net/alder",
      });
      assert.deepEqual(api.state.redirects.get(zone.id)?.[0], donateRule);
    } finally {
      await api.close();
    }
  });

  it("its rollback removes the redirect, detaches the worker and puts WordPress's records back, the rest of the zone untouched", async () => {
    const api = await fakeCloudflareApi(zone, clinicZone(), all);
    api.state.redirects.set(zone.id, [donateRule]);
    const stateFile = newStateFile();
    try {
      const before = notAddresses(api.state);
      assert.equal((await cutOver(api.url, hosts, stateFile)).status, 0);
      const { status, out } = await cutOver(api.url, ["--rollback"], stateFile);
      showLog("rollback", out);
      assert.equal(status, 0, out);
      assert.deepEqual(api.state.domains, []);
      assert.deepEqual(api.state.redirects.get(zone.id), [donateRule]);
      const shape = (records: FakeRecord[] = []) =>
        records.map(({ type, name, content, proxied }) => `${type} ${name} ${content} ${proxied}`).sort();
      assert.deepEqual(shape(api.state.records.get(zone.id)), shape(clinicZone()));
      assert.deepEqual(notAddresses(api.state), before);
      assert.deepEqual(edgeAnswer(api.state, `https://${apex}/news`), { origin: "203.0.113.10" });
    } finally {
      await api.close();
    }
  });

  it("names the missing permission and changes nothing when the token lacks DNS edit", async () => {
    const api = await fakeCloudflareApi(
      zone,
      clinicZone(),
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
      assert.deepEqual(api.state.records.get(zone.id), clinicZone());
    } finally {
      await api.close();
    }
  });

  it("names the Workers permissions when the token cannot attach a custom domain, before any record is deleted", async () => {
    const api = await fakeCloudflareApi(zone, clinicZone(), ["zone:read", "dns:edit"]);
    try {
      const { status, out } = await cutOver(api.url, hosts, newStateFile());
      assert.equal(status, 1, out);
      assert.match(
        out,
        /The API token needs "Account → Workers Scripts → Edit, and Zone → Workers Routes → Edit"/,
      );
      assert.deepEqual(api.state.records.get(zone.id), clinicZone());
    } finally {
      await api.close();
    }
  });
});
