/**
 * @module The import arrows run one way: no module of worker/, client/ or shared/ imports one of a
 * higher floor or of a sibling part, and no import circle exists, type imports included. The floors
 * are the "Layers" table of docs/architecture.md, read here; the checker is tested on planted graphs
 * first, so that a clean answer means something. Folders import one way too: no two folders of a part
 * import each other, directly or round a circle of folders.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, it } from "node:test";
import {
  folderGraph,
  type ImportGraph,
  importCycles,
  importGraph,
  importSpecifiers,
  type Layer,
  layerViolations,
} from "./support/import-graph.ts";

const root = new URL("../..", import.meta.url).pathname;
const architecture = join(root, "docs/architecture.md");

/** The rows of the "## Layers" table of `markdown`, ground floor first. */
function layersTable(markdown: string): Layer[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Layers\n"));
  assert.ok(section, "docs/architecture.md has no “## Layers” section");
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) => line.split("|").map((cell) => cell.trim()));
  const layers = rows.map(([, part = "", name = "", paths = ""]) => ({
    part,
    name: `${part} ${name}`,
    paths: [...paths.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ""),
  }));
  assert.ok(layers.length > 0, "the Layers table has no rows");
  for (const layer of layers) assert.ok(layer.paths.length > 0, `the floor “${layer.name}” names no path`);
  return layers;
}

/**
 * Which part may import which: every part its own and `shared`; `shared` only itself; the Node
 * tools anything (as docs/architecture.md says above the table).
 */
const mayImportPart = (from: string, to: string) => from === to || to === "shared" || from === "tools";

/** A graph from `module: target, target` lines, each import on line 1. */
function plantedGraph(lines: Record<string, string[]>): ImportGraph {
  return new Map(
    Object.entries(lines).map(([module, targets]) => [
      module,
      targets.map((target) => ({ specifier: `./${target}`, line: 1, target })),
    ]),
  );
}

const plantedLayers: Layer[] = [
  { part: "shared", name: "shared ground", paths: ["s/ground/"] },
  { part: "shared", name: "shared upstairs", paths: ["s/up/", "s/ground/special.ts"] },
  { part: "worker", name: "worker low", paths: ["w/"] },
  { part: "client", name: "client low", paths: ["c/"] },
  { part: "tools", name: "tools", paths: ["t/"] },
];

describe("the import checker, on planted graphs", () => {
  it("reads every kind of import: import, import type, export from, import() and import types", () => {
    const source = [
      `import a from "./a.ts";`,
      `import type { B } from "./b.ts";`,
      `export { c } from "./c.ts";`,
      `export type * from "./d.ts";`,
      `const e = await import("./e.ts");`,
      `type F = import("./f.ts").F;`,
      `import "./g.ts";`,
      `// import h from "./h.ts";`,
      `const text = "import i from './i.ts'";`,
    ].join("\n");
    assert.deepEqual(importSpecifiers("x.ts", source), [
      { specifier: "./a.ts", line: 1 },
      { specifier: "./b.ts", line: 2 },
      { specifier: "./c.ts", line: 3 },
      { specifier: "./d.ts", line: 4 },
      { specifier: "./e.ts", line: 5 },
      { specifier: "./f.ts", line: 6 },
      { specifier: "./g.ts", line: 7 },
    ]);
  });

  it("names an import of a higher floor, of a sibling part, and a module in no floor", () => {
    const graph = plantedGraph({
      "s/ground/a.ts": ["s/up/b.ts", "s/ground/c.ts"],
      "s/ground/c.ts": ["s/ground/special.ts"],
      "s/ground/special.ts": ["s/up/b.ts"],
      "s/up/b.ts": ["s/ground/c.ts"],
      "w/x.ts": ["s/up/b.ts", "c/y.ts"],
      "c/y.ts": ["s/ground/a.ts"],
      "t/build.ts": ["w/x.ts", "c/y.ts"],
      "elsewhere/z.ts": [],
    });
    assert.deepEqual(layerViolations(graph, plantedLayers, mayImportPart), [
      `s/ground/a.ts:1 (shared ground) imports "./s/up/b.ts" (shared upstairs), a higher floor`,
      `s/ground/c.ts:1 (shared ground) imports "./s/ground/special.ts" (shared upstairs), a higher floor`,
      `w/x.ts:1 (worker low) imports "./c/y.ts" (client low), another part`,
      "elsewhere/z.ts is in no floor of the table",
    ]);
  });

  it("finds a circle of type imports and a module importing itself, and none in a tree", () => {
    const circles = importCycles(
      plantedGraph({
        "a.ts": ["b.ts"],
        "b.ts": ["c.ts", "d.ts"],
        "c.ts": ["a.ts"],
        "d.ts": [],
        "self.ts": ["self.ts"],
      }),
    );
    assert.deepEqual(circles, [
      ["a.ts", "b.ts", "c.ts", "a.ts"],
      ["self.ts", "self.ts"],
    ]);
    assert.deepEqual(
      importCycles(plantedGraph({ "a.ts": ["b.ts", "c.ts"], "b.ts": ["c.ts"], "c.ts": [] })),
      [],
    );
  });

  it("finds folders that import each other, and none where the arrows between folders run one way", () => {
    const circles = (lines: Record<string, string[]>) =>
      importCycles(folderGraph(plantedGraph(lines))).map((circle) => circle.join(" → "));
    assert.deepEqual(
      circles({
        "w/routes/a.ts": ["w/ops/b.ts", "w/routes/forms/c.ts"],
        "w/routes/forms/c.ts": ["w/lib/d.ts"],
        "w/ops/b.ts": ["w/routes/forms/c.ts"],
        "w/lib/d.ts": [],
        "w/index.ts": ["w/routes/a.ts"],
      }),
      ["w/ops → w/routes → w/ops"],
    );
    assert.deepEqual(
      circles({
        "w/routes/a.ts": ["w/ops/b.ts", "w/lib/d.ts"],
        "w/ops/b.ts": ["w/lib/d.ts"],
        "w/lib/d.ts": ["w/env.ts"],
        "w/env.ts": [],
        "w/index.ts": ["w/routes/a.ts", "w/env.ts"],
      }),
      [],
    );
  });

  describe("on files", () => {
    const dir = mkdtempSync(join(tmpdir(), "layers-"));
    after(() => rmSync(dir, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };

    it("resolves relative imports to files, leaves packages out, and throws on one that names no file", () => {
      write("src/a.ts", `import type { B } from "./b.ts";\nimport { useState } from "react";\n`);
      write("src/b.ts", `export type B = typeof import("./c/index.ts");\n`);
      write("src/c/index.ts", `export { a } from "../a.ts";\n`);
      const graph = importGraph(dir, ["src"]);
      assert.deepEqual(graph.get("src/a.ts"), [{ specifier: "./b.ts", line: 1, target: "src/b.ts" }]);
      assert.deepEqual(importCycles(graph), [["src/a.ts", "src/b.ts", "src/c/index.ts", "src/a.ts"]]);
      write("src/d.ts", `import "./missing.ts";\n`);
      assert.throws(
        () => importGraph(dir, ["src"]),
        /src\/d\.ts:1 imports "\.\/missing\.ts", which names no file/,
      );
    });
  });
});

describe("the site's imports", () => {
  const layers = layersTable(readFileSync(architecture, "utf8"));
  const graph = importGraph(root, ["worker", "client", "shared", "scripts"]);

  it("reads the whole site and its Node tools", () => {
    for (const module of ["worker/index.ts", "client/entry.tsx", "shared/routes.ts", "scripts/deploy.ts"])
      assert.ok(graph.has(module), `${module} is not in the graph`);
  });

  it("never reach the Node tools from the site: no module of worker/, client/ or shared/ imports scripts/", () => {
    const site = ["worker/", "client/", "shared/"];
    const reaches = [...graph].flatMap(([module, imports]) =>
      site.some((folder) => module.startsWith(folder))
        ? imports
            .filter(({ target }) => target.startsWith("scripts/"))
            .map(({ specifier, line }) => `${module}:${line} imports "${specifier}"`)
        : [],
    );
    assert.deepEqual(reaches, []);
  });

  it("never import a module of a higher floor or of a sibling part (docs/architecture.md, Layers)", () => {
    assert.deepEqual(layerViolations(graph, layers, mayImportPart), []);
  });

  it("never import in a circle, type imports included", () => {
    assert.deepEqual(
      importCycles(graph).map((circle) => circle.join(" → ")),
      [],
    );
  });

  it("keep each folder's imports one way: no two folders import each other", () => {
    const folders = folderGraph(graph);
    const witness = (from: string, to: string) =>
      folders.get(from)?.find((edge) => edge.target === to)?.specifier ?? "";
    assert.deepEqual(
      importCycles(folders).map((circle) =>
        circle
          .slice(1)
          .map((to, i) => `${circle[i]} → ${to} (${witness(circle[i] ?? "", to)})`)
          .join(", "),
      ),
      [],
    );
  });
});
