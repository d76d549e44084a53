// Removes, from package-lock.json, optional platform dependencies that the lock has no entry for.
// Why: the registry may lack some other-platform binaries (e.g. darwin/win32 builds of Biome and
// workerd at the versions we use), so `npm install` leaves them out of the lock and `npm ci` then
// refuses the lock as out of sync. They are optional and never installed on Linux.
// Run after any `npm install` that changes the lock: `node .ci/prune-lock-optionals.cjs`.
const fs = require("node:fs");
const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

/** Node's resolution from a package folder up to the root; an exact version spec must match. */
function resolves(from, name, spec) {
  let dir = from;
  for (;;) {
    const found = packages[`${dir ? `${dir}/` : ""}node_modules/${name}`];
    if (found) return !/^\d+\.\d+\.\d+$/.test(spec) || found.version === spec;
    if (!dir) return false;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut === -1 ? "" : dir.slice(0, cut);
  }
}

let removed = 0;
for (const [path, pkg] of Object.entries(packages)) {
  if (!pkg.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(pkg.optionalDependencies)) {
    if (!resolves(path, name, spec)) {
      delete pkg.optionalDependencies[name];
      removed += 1;
    }
  }
  if (Object.keys(pkg.optionalDependencies).length === 0) delete pkg.optionalDependencies;
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`pruned ${removed} unresolvable optional dependencies from ${file}`);
