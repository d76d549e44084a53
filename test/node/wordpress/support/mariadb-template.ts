/**
 * @module MariaDB's system tables, made once per machine: `mariadb-install-db` takes seconds, and its
 * result is the same for every test WordPress, so the first one bootstraps a data directory in the
 * system's temporary directory (renamed into place whole, so a half-made one is never seen) and every
 * WordPress copies it into a directory of its own. Nothing a test writes ever reaches the template.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** InnoDB's redo log: 4 MB where the default is 96 MB, so a copy is small; mariadbd is given the same. */
export const innodbLogSize = "--innodb-log-file-size=4M";

/** The bootstrap's options: the same data directory whatever the test (no test database, root by password). */
const options = (datadir: string, scratch: string) => [
  "--no-defaults",
  `--datadir=${datadir}`,
  // A temporary directory of its own: two servers bootstrapping at once in /tmp clash on their temporary tables.
  `--tmpdir=${scratch}`,
  ...(process.getuid?.() === 0 ? ["--user=root"] : []),
  "--auth-root-authentication-method=normal",
  "--skip-test-db",
  "--skip-name-resolve",
  innodbLogSize,
];

/** The template for this MariaDB and these options, made when missing; rejects with the bootstrap's output when it fails. */
async function template(bin: { mariadbd: string; installDb: string }): Promise<string> {
  const version = (await run(bin.mariadbd, ["--version"])).stdout.trim();
  const key = createHash("sha256")
    .update(`${version}\n${options("", "").join(" ")}\n${process.getuid?.() ?? ""}`)
    .digest("hex")
    .slice(0, 16);
  const path = join(tmpdir(), `clinic-mariadb-template-${key}`);
  if (existsSync(path)) return path;
  const scratch = await mkdtemp(join(tmpdir(), "clinic-mariadb-bootstrap-"));
  try {
    await run(bin.installDb, options(join(scratch, "db"), scratch));
    // Another test file may have made it meanwhile: theirs is as good, and the rename then fails.
    await rename(join(scratch, "db"), path).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(path)) throw error;
    });
    return path;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Fills `datadir` (which must not exist) with MariaDB's freshly bootstrapped system tables. */
export async function bootstrapDataDir(
  bin: { mariadbd: string; installDb: string },
  datadir: string,
): Promise<void> {
  await cp(await template(bin), datadir, { recursive: true, preserveTimestamps: true });
}
