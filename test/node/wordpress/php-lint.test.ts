/**
 * @module The plugin's PHP as a WordPress plugin reviewer reads it: every PHP file of the project
 * parses (`php -l`), the plugin keeps its coding standard (Debian's phpcs with
 * wordpress/clinic-site/phpcs.xml), every register_rest_route names a permission_callback, and no
 * output leaves unescaped. Each check is first shown to fail on a file that breaks it.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..", "..");
const plugin = join(root, "wordpress", "clinic-site");
const standard = join(plugin, "phpcs.xml");
const scanner = join(import.meta.dirname, "support", "php-scan.php");

/** Runs a command; its exit status and output, whether it failed or not. */
async function status(command: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const {
      code = 1,
      stdout = "",
      stderr = "",
    } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof code === "number" ? code : 1, out: stdout + stderr };
  }
}

/** Every PHP file git knows of or would add (the plugin's new files included). */
async function phpFiles(): Promise<string[]> {
  const { stdout } = await run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.php"], {
    cwd: root,
  });
  return stdout.split("\n").filter(Boolean);
}
const pluginFiles = async () =>
  (await phpFiles()).filter((file) => file.startsWith("wordpress/clinic-site/"));

const broken = `<?php
/**
 * A file that breaks every rule.
 *
 * @package ClinicSite
 */

/** Registers a route anyone may call, and prints a visitor's input. */
function clinic_site_broken() {
    register_rest_route( 'v1', '/open', array( 'methods' => 'GET', 'callback' => '__return_true' ) );
	echo $_GET['name'];
	echo '<p>' . get_the_title() . '</p>';
	printf( '<a href="%s">', $url );
	_e( 'Hello', 'clinic-site' );
	print_r( $_POST );
}
`;

let scratch = "";
before(async () => {
  scratch = await mkdtemp(join(tmpdir(), "clinic-php-lint-"));
  await writeFile(join(scratch, "broken.php"), broken);
  await writeFile(join(scratch, "unparsable.php"), "<?php\nfunction ( {\n");
});
after(() => rm(scratch, { recursive: true, force: true }));

describe("the plugin's PHP", () => {
  it("parses, every PHP file of the project (php -l), and php -l fails on a file that does not", async () => {
    const files = await phpFiles();
    assert.ok(
      files.some((file) => file.startsWith("wordpress/clinic-site/includes/")),
      "the plugin's files are found",
    );
    const failed: string[] = [];
    for (const file of files) {
      const { code, out } = await status("php", ["-l", file]);
      if (code !== 0) failed.push(out.trim());
    }
    assert.deepEqual(failed, []);
    assert.notEqual((await status("php", ["-l", join(scratch, "unparsable.php")])).code, 0);
  });

  it("keeps its coding standard (Debian's phpcs, wordpress/clinic-site/phpcs.xml), which a broken file fails", async () => {
    const { code, out } = await status("phpcs", [
      `--standard=${standard}`,
      "--no-colors",
      "-q",
      ...(await pluginFiles()),
    ]);
    assert.equal(code, 0, out);
    const bad = await status("phpcs", [
      `--standard=${standard}`,
      "--no-colors",
      "-q",
      join(scratch, "broken.php"),
    ]);
    assert.notEqual(bad.code, 0);
    assert.match(bad.out, /DisallowSpaceIndent/);
    assert.match(bad.out, /ForbiddenFunctions/);
  });

  it("names a permission_callback in every register_rest_route, and escapes every output", async () => {
    const { code, out } = await status("php", [scanner, ...(await pluginFiles())]);
    assert.equal(code, 0, out);
    assert.equal(out, "");
    const bad = await status("php", [scanner, join(scratch, "broken.php")]);
    const problems = bad.out
      .trim()
      .split("\n")
      .map((line) => line.replace(/^.*broken\.php:/, ""));
    assert.deepEqual(
      problems.map((line) => line.replace(/: output not escaped: .*$/, ": output not escaped")),
      [
        "10: register_rest_route without a permission_callback",
        "11: output not escaped",
        "12: output not escaped",
        "13: output not escaped",
        "14: output not escaped",
      ],
    );
  });
});
