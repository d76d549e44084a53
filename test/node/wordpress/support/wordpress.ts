/**
 * @module A real WordPress for tests: Debian's `wordpress` package with its own wp-config.php, on MariaDB
 * in a temporary data directory, served by `php -S` under `/cms-service/` with PATHINFO permalinks, and a
 * log of every HTTP request and REST route it handles. Fails, saying which, when a piece cannot start.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { contentBundle } from "../../../../worker/cms/demo/bundle.ts";
import { bootstrapDataDir, innodbLogSize } from "./mariadb-template.ts";
import { fpmTools, serveWithFpm } from "./php-fpm.ts";

const run = promisify(execFile);

/** Debian's WordPress tree. */
const wordpressTree = "/usr/share/wordpress";
const support = import.meta.dirname;
/** The Clinic Site plugin in this repository. */
const pluginDir = join(support, "..", "..", "..", "..", "wordpress", "clinic-site");

/** One line of the log: an HTTP request the server received, or a REST route WordPress dispatched. */
export type LogLine =
  | { kind: "http"; method: string; uri: string }
  | { kind: "rest"; method: string; route: string; body: boolean };

/** What a test wants of its WordPress beyond a fresh install. */
export interface WordPressOptions {
  /** The Clinic Site plugin (wordpress/clinic-site) installed and activated. */
  plugin?: boolean;
  /** The demo CMS's content bundle (`npm run cms:bundle`) imported with bin/import.php; implies `plugin`. */
  bundle?: boolean;
  /** Constants added to wp-config.php (the plugin's secrets, say). */
  constants?: Record<string, string | number | boolean>;
  /**
   * What serves it: `php -S` (the default: PHP's built-in server, which has no `fastcgi_finish_request`,
   * so whatever a request does after its response is still waited for), or `fpm`, production's PHP-FPM
   * behind nginx (support/php-fpm.ts).
   */
  server?: "php-cli" | "fpm";
}

export interface RealWordPress {
  /** The origin the site's CMS_ORIGIN names; WordPress itself answers under `/cms-service/`. */
  origin: string;
  /** The WordPress directory (wp-load.php), for a PHP script of a test's own. */
  root: string;
  /** Runs `php` with `args` in WordPress's environment; resolves with its output, rejects when it fails. */
  php(args: string[]): Promise<{ stdout: string; stderr: string }>;
  /** What bin/import.php printed when the bundle was imported. */
  imported?: { created: number; updated: number; translations: number; errors: string[] };
  /** WordPress's version, home URL and permalink structure, as installed. */
  installed: { version: string; home: string; permalink_structure: string };
  /** How many lines the log has now (a mark for `since`). */
  mark(): Promise<number>;
  /** The log lines written after `mark`. */
  since(mark: number): Promise<LogLine[]>;
  stop(): Promise<void>;
}

/** `command` on PATH or at one of `paths`, else null. */
async function locate(command: string, paths: string[] = []): Promise<string | null> {
  for (const path of paths) if (existsSync(path)) return path;
  try {
    return (await run("sh", ["-c", `command -v ${command}`])).stdout.trim() || null;
  } catch {
    return null;
  }
}

/** An error that names the piece that failed and the last lines it wrote. */
const failure = (what: string, output = "") =>
  new Error(`${what}${output.trim() ? `\n${output.trim().split("\n").slice(-8).join("\n")}` : ""}`);

/** Resolves when `child` writes `ready` to stderr; rejects, with its output, when it exits first or `ms` pass. */
function waitFor(child: ChildProcess, ready: string, what: string, ms = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(failure(`${what}: not ready within ${ms} ms`, output)), ms);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        child.stderr?.off("data", onData);
        child.stderr?.resume();
        resolve();
      }
    };
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(failure(`${what}: exited with ${code}`, output));
    });
  });
}

/**
 * Sends `signal` to `child` and, where it leads a process group of its own (`php -S` with its
 * workers), to every process of the group: a worker left running would hold the test's pipes open.
 */
function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Not a group leader (or already gone): the child alone.
    child.kill(signal);
  }
}

/** Stops `child` (and its group) with SIGTERM and waits for it to exit. */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalChild(child, "SIGTERM");
  await exited;
}

/** The tools this needs, found, or an error naming each one missing (and the package it comes from). */
async function tools() {
  const php = await locate("php");
  const mariadbd = await locate("mariadbd", ["/usr/sbin/mariadbd"]);
  const installDb = await locate("mariadb-install-db");
  const client = await locate("mariadb");
  const missing = [
    existsSync(join(wordpressTree, "wp-settings.php"))
      ? ""
      : `WordPress (${wordpressTree}; Debian's wordpress)`,
    php ? "" : "PHP (php-cli)",
    mariadbd && installDb && client ? "" : "MariaDB (mariadbd, mariadb-install-db, mariadb; mariadb-server)",
  ].filter(Boolean);
  if (php && !(await run(php, ["-m"])).stdout.split("\n").includes("mysqli"))
    missing.push("PHP's MySQL driver (php-mysql)");
  if (missing.length || !php || !mariadbd || !installDb || !client)
    throw new Error(
      `The real-WordPress tests cannot start: missing ${missing.join(", ")}. .ci/run installs them.`,
    );
  return { php, mariadbd, installDb, client };
}

/**
 * Starts MariaDB in `dir` on a socket of its own (added to `children` at once, for `stop`) and creates
 * WordPress's database and user; resolves with the socket.
 */
async function startMariaDb(
  bin: Awaited<ReturnType<typeof tools>>,
  dir: string,
  password: string,
  children: ChildProcess[],
): Promise<string> {
  const datadir = join(dir, "db");
  const socket = join(dir, "db.sock");
  const asRoot = process.getuid?.() === 0 ? ["--user=root"] : [];
  try {
    await bootstrapDataDir(bin, datadir);
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw failure("MariaDB cannot start: mariadb-install-db failed", `${stdout}${stderr}` || String(error));
  }
  const server = spawn(
    bin.mariadbd,
    [
      "--no-defaults",
      `--datadir=${datadir}`,
      `--tmpdir=${dir}`,
      ...asRoot,
      `--socket=${socket}`,
      "--skip-networking",
      `--pid-file=${join(dir, "db.pid")}`,
      "--skip-log-bin",
      "--innodb-buffer-pool-size=32M",
      "--innodb-flush-log-at-trx-commit=0",
      innodbLogSize,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  children.push(server);
  await waitFor(server, "ready for connections", "MariaDB cannot start: mariadbd");
  const sql = [
    "CREATE DATABASE wordpress CHARACTER SET utf8mb4",
    `CREATE USER wordpress@localhost IDENTIFIED BY '${password}'`,
    "GRANT ALL ON wordpress.* TO wordpress@localhost",
  ].join(";");
  try {
    await run(bin.client, ["--no-defaults", `--socket=${socket}`, "-uroot", "-e", sql]);
  } catch (error) {
    throw failure("MariaDB cannot start: creating WordPress's database failed", String(error));
  }
  return socket;
}

/**
 * `root`: Debian's WordPress tree, its directories linked, its top-level scripts copied (PHP resolves
 * links, and a linked wp-load.php would read Debian's /etc/wordpress configuration instead of ours),
 * our wp-config.php, and a wp-content with the test's must-use plugin beside Debian's themes and plugins.
 */
async function wordpressCopy(root: string, plugin: boolean): Promise<void> {
  await mkdir(join(root, "wp-content", "mu-plugins"), { recursive: true });
  if (plugin) {
    const plugins = join(root, "wp-content", "plugins");
    await mkdir(plugins);
    for (const name of await readdir(join(wordpressTree, "wp-content", "plugins")))
      await symlink(join(wordpressTree, "wp-content", "plugins", name), join(plugins, name));
    await symlink(pluginDir, join(plugins, "clinic-site"));
  }
  for (const entry of await readdir(wordpressTree, { withFileTypes: true })) {
    const from = join(wordpressTree, entry.name);
    if (entry.name === "wp-content" || entry.name === "wp-config.php") continue;
    if (entry.isDirectory()) await symlink(from, join(root, entry.name));
    else await copyFile(from, join(root, entry.name));
  }
  for (const name of await readdir(join(wordpressTree, "wp-content")))
    if (!(plugin && name === "plugins"))
      await symlink(join(wordpressTree, "wp-content", name), join(root, "wp-content", name));
  await copyFile(join(support, "wp-config.php"), join(root, "wp-config.php"));
  await copyFile(
    join(support, "clinic-test-routes.php"),
    join(root, "wp-content", "mu-plugins", "clinic-test-routes.php"),
  );
}

/** `constants` as PHP `define`s, each value through JSON so nothing needs escaping. */
const definitions = (constants: Record<string, string | number | boolean>) =>
  `<?php\n${Object.entries(constants)
    .map(
      ([name, value]) =>
        `define(${JSON.stringify(name)}, json_decode(${JSON.stringify(JSON.stringify(value))}));`,
    )
    .join("\n")}\n`;

/**
 * Starts MariaDB, installs WordPress (with the plugin and the bundle when `options` ask) and serves
 * it on `port`; `stop` ends both and removes every file.
 */
export async function startWordPress(port: number, options: WordPressOptions = {}): Promise<RealWordPress> {
  const plugin = Boolean(options.plugin || options.bundle);
  const bin = await tools();
  if (options.server === "fpm") fpmTools();
  const dir = await mkdtemp(join(tmpdir(), "clinic-wordpress-"));
  const children: ChildProcess[] = [];
  const killAll = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) signalChild(child, "SIGKILL");
  };
  process.once("exit", killAll);
  const stop = async () => {
    process.off("exit", killAll);
    for (const child of [...children].reverse()) await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const password = crypto.randomUUID();
    const socket = await startMariaDb(bin, dir, password, children);
    const docroot = join(dir, "www");
    const root = join(docroot, "cms-service");
    await wordpressCopy(root, plugin);
    const extra = join(dir, "wp-config-extra.php");
    await writeFile(extra, definitions(options.constants ?? {}));
    const origin = `http://127.0.0.1:${port}`;
    const log = join(dir, "wordpress.log");
    const env = {
      ...process.env,
      WP_TEST_DB_PASSWORD: password,
      WP_TEST_DB_SOCKET: socket,
      WP_TEST_SALT: crypto.randomUUID(),
      WP_TEST_HOME: `${origin}/cms-service`,
      WP_TEST_LOG: log,
      WP_TEST_ROOT: root,
      WP_TEST_EXTRA_CONFIG: extra,
      // Several requests at once, as any real server: a change event's delivery waits for the site,
      // which reads WordPress meanwhile.
      PHP_CLI_SERVER_WORKERS: "4",
    };
    const php = async (args: string[]) => {
      try {
        return await run(bin.php, args, { env, maxBuffer: 64 * 1024 * 1024 });
      } catch (error) {
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        throw failure(`php ${args.join(" ")} failed`, `${stdout}${stderr}` || String(error));
      }
    };
    let installed: RealWordPress["installed"];
    try {
      const { stdout } = await run(bin.php, [join(support, "install.php")], { env });
      installed = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw failure(
        "WordPress cannot be installed (install.php failed)",
        `${stdout}${stderr}` || String(error),
      );
    }
    if (plugin) await php([join(support, "activate.php")]);
    let imported: RealWordPress["imported"];
    if (options.bundle) {
      const file = join(dir, "bundle.json");
      await writeFile(file, contentBundle("Riverbend Community Health", "America/Los_Angeles"));
      const { stdout } = await php([
        join(pluginDir, "bin", "import.php"),
        "--wordpress",
        root,
        "--bundle",
        file,
      ]);
      imported = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
    }
    if (options.server === "fpm") await serveWithFpm({ dir, docroot, port, env, log }, children, waitFor);
    else {
      // A process group of its own: PHP_CLI_SERVER_WORKERS forks workers that stop with it.
      // With OPcache, as every production PHP runs: a request does not compile WordPress and the plugin anew.
      const server = spawn(
        bin.php,
        ["-d", "opcache.enable_cli=1", "-S", `127.0.0.1:${port}`, "-t", docroot, join(support, "router.php")],
        {
          env,
          cwd: dir,
          stdio: ["ignore", "ignore", "pipe"],
          detached: true,
        },
      );
      children.push(server);
      await waitFor(server, "started", "PHP cannot serve WordPress: php -S");
    }
    const lines = async (): Promise<LogLine[]> =>
      existsSync(log)
        ? (await readFile(log, "utf8"))
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as LogLine)
        : [];
    return {
      origin,
      root,
      php,
      imported,
      installed,
      mark: async () => (await lines()).length,
      since: async (mark) => (await lines()).slice(mark),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
