/** @module `npm run cms-contract [-- --check]`: writes docs/cms-contract.json, or fails when it is out of date. */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { contractFile, contractText } from "./contract-document.ts";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
const text = contractText();
if (values.check) {
  let current = "";
  try {
    current = readFileSync(contractFile, "utf8");
  } catch {
    // a missing file is out of date
  }
  if (current !== text) {
    console.error(`${contractFile} is out of date: run \`npm run cms-contract\` and commit it.`);
    process.exit(1);
  }
  console.log(`${contractFile} is current.`);
} else {
  writeFileSync(contractFile, text);
  console.log(`Wrote ${contractFile}.`);
}
