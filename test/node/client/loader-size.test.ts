/** @module The loader and the island contract stay small (issue 44): at most 250 lines in client/loader/, at most six attributes in the contract. */

import assert from "node:assert/strict";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import * as contract from "../../../shared/contract/islands.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const maxLoaderLines = 250;
const maxContractAttributes = 6;

test(`the page's loader has at most ${maxLoaderLines} lines`, async () => {
  const dir = path.join(root, "client/loader");
  const files = (await readdir(dir)).filter((name) => name.endsWith(".ts"));
  assert.ok(files.length > 0, "client/loader/ has no modules");
  const lines = await Promise.all(
    files.map(async (name) => (await readFile(path.join(dir, name), "utf8")).split("\n").length - 1),
  );
  const total = lines.reduce((a, b) => a + b, 0);
  assert.ok(total <= maxLoaderLines, `client/loader/ has ${total} lines (${files.join(", ")})`);
});

test(`the island contract names at most ${maxContractAttributes} attributes`, () => {
  const attributes = Object.values(contract as Record<string, unknown>).filter(
    (value): value is string => typeof value === "string" && value.startsWith("data-"),
  );
  assert.ok(attributes.length > 0, "the contract names no attributes");
  assert.ok(
    attributes.length <= maxContractAttributes,
    `the contract names ${attributes.length}: ${attributes.join(", ")}`,
  );
});
