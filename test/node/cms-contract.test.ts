/** @module docs/cms-contract.json is what the worker's schemas say today. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { cmsEndpoints } from "../../scripts/cms-endpoints.ts";
import { contractFile, contractText } from "../../scripts/contract-document.ts";
import { apiBase } from "../../shared/cms/paths.ts";
import { locales } from "../../shared/i18n/locales.ts";

describe("the CMS contract file", () => {
  it("is current: regenerate it with npm run cms-contract after changing a CMS schema or path", () => {
    assert.equal(
      readFileSync(contractFile, "utf8"),
      contractText(),
      `${contractFile} is out of date: run npm run cms-contract`,
    );
  });

  it("has every endpoint the site reads, under the API base, with a JSON Schema of its answer", () => {
    const contract = JSON.parse(contractText()) as {
      endpoints: { name: string; path: string; response: { type?: string } }[];
    };
    assert.deepEqual(
      contract.endpoints.map((e) => e.name),
      cmsEndpoints.map((e) => e.name),
    );
    for (const endpoint of contract.endpoints) {
      assert.ok(endpoint.path.startsWith(`${apiBase}/`), endpoint.path);
      assert.match(String(endpoint.response.type), /^(object|array)$/, endpoint.name);
    }
  });

  it("documents the language parameter, and a lang field of the site's languages on every item", () => {
    const contract = JSON.parse(contractText()) as {
      language: { parameter: string; locales: string[]; default: string };
      endpoints: { name: string; response: unknown }[];
    };
    assert.deepEqual(contract.language.locales, [...locales]);
    assert.equal(contract.language.parameter, "lang");
    const langField = { enum: [...locales], type: "string", default: "en" };
    const byName = new Map(contract.endpoints.map((e) => [e.name, e.response]));
    const at = (name: string, ...keys: string[]) =>
      keys.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        byName.get(name),
      );
    for (const name of ["home", "about us", "star", "staff member", "job opening", "news story", "team"])
      assert.deepEqual(at(name, "properties", "lang"), langField, name);
    for (const name of ["star events", "news", "job openings", "locations list", "health-services list"])
      assert.deepEqual(at(name, "items", "properties", "lang"), langField, name);
    for (const list of ["services", "locations", "teams"])
      assert.deepEqual(at("common", "properties", list, "items", "properties", "lang"), langField, list);
    assert.deepEqual(at("team", "properties", "members", "items", "properties", "lang"), langField);
  });
});
