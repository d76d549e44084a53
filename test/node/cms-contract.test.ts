/** @module docs/cms-contract.json is what the worker's schemas say today. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { apiBase } from "../../shared/cms/paths.ts";
import { cmsEndpoints } from "../../worker/cli/cms-endpoints.ts";
import { contractFile, contractText } from "../../worker/cli/contract-document.ts";

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
});
