/**
 * @module The dark scheme changes colours and nothing else, which the accessibility sweep relies on:
 * it runs every axe rule in light and only the rules that read colours in dark (test/support/axe-rules.ts).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

const root = join(import.meta.dirname, "../..");
const styles = join(root, "client/styles");
const schemeQuery = /@media\s*\(\s*prefers-color-scheme\s*:\s*\w+\s*\)\s*\{/g;

/** The text of each `prefers-color-scheme` block in `css`, braces balanced. */
function schemeBlocks(css: string): string[] {
  const blocks: string[] = [];
  for (const match of css.matchAll(schemeQuery)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (depth > 0 && at < css.length) {
      if (css[at] === "{") depth++;
      else if (css[at] === "}") depth--;
      at++;
    }
    blocks.push(css.slice(start, at - 1));
  }
  return blocks;
}

/** A colour, or a shadow whose only colour part is one. */
const colourValue = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\)|([0-9.]+(px)?\s+){2,4}rgba?\([^)]*\))$/i;

/** Every file under `dir` (recursively) whose name ends in one of `endings`. */
function files(dir: string, endings: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && endings.some((e) => f.name.endsWith(e)))
    .map((f) => join(f.parentPath, f.name));
}

describe("the colour schemes", () => {
  it("differ only in theme.css's colour properties", () => {
    const found = files(styles, [".css"]).flatMap((file) =>
      schemeBlocks(readFileSync(file, "utf8")).map((block) => ({ file, block })),
    );
    assert.deepEqual(
      found.map((f) => f.file),
      [join(styles, "theme.css")],
      "one prefers-color-scheme block, in theme.css",
    );
    const declarations = found.flatMap(({ block }) =>
      block
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*:root\s*\{|\}\s*$/g, "")
        .split(";")
        .map((d) => d.trim())
        .filter(Boolean),
    );
    assert.ok(declarations.length > 5, `declarations read: ${declarations.length}`);
    for (const declaration of declarations) {
      const [name = "", ...rest] = declaration.split(":");
      assert.match(name.trim(), /^--p-[a-z0-9-]+$/, `a custom property: ${declaration}`);
      assert.match(rest.join(":").trim(), colourValue, `a colour: ${declaration}`);
    }
  });

  it("are chosen by no page markup or script", () => {
    const sources = ["client", "shared", "worker"].flatMap((dir) =>
      files(join(root, dir), [".ts", ".tsx"]).filter((f) => !f.includes(`${join("worker", "cms", "demo")}`)),
    );
    assert.ok(sources.length > 50, `sources read: ${sources.length}`);
    const choosing = sources.filter((f) =>
      /prefers-color-scheme|colorScheme\b/.test(readFileSync(f, "utf8")),
    );
    assert.deepEqual(choosing, []);
  });

  it("the checks above see through a planted difference", () => {
    const block = schemeBlocks(
      "a{} @media (prefers-color-scheme: dark) { :root { --p-bg: #000; } .x { display: none; } }",
    );
    assert.equal(block.length, 1);
    assert.match(block[0] ?? "", /display: none/);
    assert.doesNotMatch("display: none", colourValue);
    assert.match("0 2px 8px rgb(0 0 0 / 0.5)", colourValue);
  });
});
