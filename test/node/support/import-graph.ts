/**
 * @module The import graph of the site's source, read with the TypeScript compiler's parser: every
 * `import` (type-only ones too), `export … from`, `import()` call and `import("…")` type, with the
 * checks `test/node/layers.test.ts` makes of it: no import of a higher layer, no import circle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** One import of a module: what it says, where (1-based line) and the file it names, relative to the root. */
export interface Import {
  specifier: string;
  line: number;
  target: string;
}

/** Each module (path from the root, `/`-separated) and its imports of other modules of the root. */
export type ImportGraph = Map<string, Import[]>;

/** The module specifiers `source` names, each with its 1-based line. */
export function importSpecifiers(
  fileName: string,
  source: string,
): Array<{ specifier: string; line: number }> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Array<{ specifier: string; line: number }> = [];
  const add = (literal: ts.Node) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const line = file.getLineAndCharacterOfPosition(literal.getStart(file)).line + 1;
    found.push({ specifier: literal.text, line });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    )
      add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const sourceFile = /\.(?:ts|tsx|mts)$/;

/** Every TypeScript file under `dir` (not `.d.ts`, nothing under `node_modules` or a dot folder). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === "node_modules" || name.startsWith(".")) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return sourceFile.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it (the site spells extensions). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

const fromRoot = (root: string, path: string) => relative(root, path).split(sep).join("/");

/**
 * The graph of the modules under `folders` of `root`. Packages are left out; a relative import that
 * names no file throws, so that no arrow goes missing unseen.
 */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const path of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const imports: Import[] = [];
    for (const { specifier, line } of importSpecifiers(path, readFileSync(path, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = resolveRelative(path, specifier);
      if (!target)
        throw new Error(`${fromRoot(root, path)}:${line} imports "${specifier}", which names no file`);
      imports.push({ specifier, line, target: fromRoot(root, target) });
    }
    graph.set(fromRoot(root, path), imports);
  }
  return graph;
}

/** One floor: the part it belongs to, its name, and its paths (folders end in `/`, or single files). */
export interface Layer {
  part: string;
  name: string;
  paths: string[];
}

/** The floor of `module`: the one with the longest path that holds it (a file's own row beats its folder's). */
export function layerOf(layers: Layer[], module: string): (Layer & { index: number }) | undefined {
  let best: { index: number; length: number } | undefined;
  layers.forEach((layer, index) => {
    for (const path of layer.paths) {
      const holds = path.endsWith("/") ? module.startsWith(path) : module === path;
      if (holds && (!best || path.length > best.length)) best = { index, length: path.length };
    }
  });
  const layer = best && layers[best.index];
  return best && layer && { ...layer, index: best.index };
}

/**
 * Every import of a module from a higher floor (`layers` lists them ground floor first) or from a
 * part `mayImportPart` forbids, and every module of the graph in no floor, each as a sentence
 * naming the file, line and import.
 */
export function layerViolations(
  graph: ImportGraph,
  layers: Layer[],
  mayImportPart: (from: string, to: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [module, imports] of graph) {
    const own = layerOf(layers, module);
    if (!own) {
      problems.push(`${module} is in no floor of the table`);
      continue;
    }
    for (const { specifier, line, target } of imports) {
      const theirs = layerOf(layers, target);
      if (!theirs) continue;
      const where = `${module}:${line} (${own.name}) imports "${specifier}" (${theirs.name})`;
      if (!mayImportPart(own.part, theirs.part)) problems.push(`${where}, another part`);
      else if (theirs.index > own.index) problems.push(`${where}, a higher floor`);
    }
  }
  return problems;
}

/**
 * The import circles of the graph: each strongly connected set of modules (Tarjan's algorithm), as
 * one path around it that starts and ends at its first module in sorted order.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const next = (module: string) =>
    [...new Set((graph.get(module) ?? []).map((i) => i.target))].filter((t) => graph.has(t));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (module: string): void => {
    index.set(module, counter);
    low.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of next(module)) {
      if (!index.has(target)) {
        connect(target);
        low.set(module, Math.min(low.get(module) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(module, Math.min(low.get(module) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || next(module).includes(module)) components.push(component);
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) connect(module);
  return components.map((component) => circleThrough(component, next));
}

/** A shortest way from the first of `members` (sorted) back to itself, staying inside `members`. */
function circleThrough(members: string[], next: (module: string) => string[]): string[] {
  const inside = new Set(members);
  const start = [...members].sort()[0] ?? "";
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift() ?? start;
    for (const target of next(module)) {
      if (target === start) {
        const way = [start];
        for (let at = module; at !== start; at = cameFrom.get(at) ?? start) way.splice(1, 0, at);
        return [...way, start];
      }
      if (inside.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, module);
        queue.push(target);
      }
    }
  }
  return [...members, start];
}

/**
 * The unit a module belongs to for the folder check: its part's folder (`worker/routes` for
 * `worker/routes/forms/index.ts`), or the module itself when it sits at a part's top level.
 */
export function folderOf(module: string): string {
  const [part, folder, ...rest] = module.split("/");
  return rest.length > 0 ? `${part}/${folder}` : module;
}

/**
 * The graph of folders: one node a folder, one edge where a module of one imports a module of
 * another, kept with the first such import (module and line) as its witness.
 */
export function folderGraph(graph: ImportGraph): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [module, imports] of graph) {
    const from = folderOf(module);
    const edges = folders.get(from) ?? [];
    folders.set(from, edges);
    for (const { target, line } of imports) {
      const to = folderOf(target);
      if (to !== from && !edges.some((edge) => edge.target === to))
        edges.push({ specifier: `${module}:${line}`, line, target: to });
    }
  }
  return folders;
}
