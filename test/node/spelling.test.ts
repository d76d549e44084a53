/**
 * @module The Spanish spell check: the Spanish catalogue and the demo CMS's Spanish content against
 * Debian's hunspell with the es_US dictionary (package hunspell-es) and the project's word list
 * (shared/i18n/es-words.txt). It fails, naming the packages to install, when either is missing.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { spanishTexts } from "../../worker/cms/demo/spanish-texts.ts";

const dictionary = "/usr/share/hunspell/es_US";
const wordListFile = new URL("../../shared/i18n/es-words.txt", import.meta.url);

/** The word list's words: one a line, comments and blank lines left out. */
const listed = readFileSync(wordListFile, "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

/**
 * What the spell check reads of a text: times (8 a.m.), tokens with digits (501(c)(3), 7.º, 5K) and
 * the English possessive of a proper name (Children's) are not words to check.
 */
const checkable = (text: string) =>
  text
    .replace(/\b[ap]\.\s?m\./g, " ")
    .replace(/\S*\d\S*/g, " ")
    .replace(/(\w)['’]s\b/g, "$1");

let workDir = "";
let personal = "";

/** The words hunspell does not accept in `input` (one text a line), with the project's word list. */
function unknownWords(input: string, wordList = personal): string[] {
  const run = spawnSync("hunspell", ["-d", dictionary, "-p", wordList, "-i", "utf-8", "-l"], {
    input,
    encoding: "utf8",
  });
  assert.equal(run.error, undefined, `hunspell could not run: ${String(run.error)}`);
  assert.equal(run.status, 0, run.stderr);
  return [...new Set(run.stdout.split("\n").filter((w) => w !== ""))].sort();
}

describe("the Spanish spell check", () => {
  before(() => {
    const found = spawnSync("hunspell", ["-v"], { encoding: "utf8" });
    assert.ok(
      found.error === undefined && found.status === 0,
      "hunspell is not installed: run `apt-get install hunspell hunspell-es` (the Spanish spell check needs it)",
    );
    assert.ok(
      existsSync(`${dictionary}.dic`) && existsSync(`${dictionary}.aff`),
      `${dictionary}.dic is missing: run \`apt-get install hunspell-es\` (Debian's Spanish dictionaries)`,
    );
    workDir = mkdtempSync(join(tmpdir(), "spelling-"));
    personal = join(workDir, "words");
    writeFileSync(personal, `${listed.join("\n")}\n`);
  });
  after(() => rmSync(workDir, { recursive: true, force: true }));

  it("flags a misspelt word and accepts a correct one, so a clean result means something", () => {
    assert.deepEqual(unknownWords("La clinca abre a las ocho.\nLa clínica abre a las ocho."), ["clinca"]);
  });

  it("finds no misspelling in the Spanish catalogue or the Spanish demo content", () => {
    const texts = spanishTexts();
    assert.ok(texts.length > 500, `only ${texts.length} texts read`);
    // hunspell reads at most 8192 bytes of a line and cuts a word at that point: one sentence a line.
    const unknown = unknownWords(
      texts.map((t) => checkable(t.text).replace(/([.!?:;])\s+/g, "$1\n")).join("\n"),
    );
    const where = unknown.map((word) => {
      const first = texts.find((t) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u").test(t.text));
      return `${word} (${first?.where ?? "?"})`;
    });
    assert.deepEqual(
      where,
      [],
      "Misspelt, or missing from shared/i18n/es-words.txt if right as written (a proper noun, an acronym, Spanish the dictionary lacks)",
    );
  });

  it("keeps a word list of words the texts use and the dictionary lacks, each listed once", () => {
    assert.equal(new Set(listed).size, listed.length, "a word is listed twice");
    const corpus = spanishTexts()
      .map((t) => checkable(t.text))
      .join("\n");
    const unused = listed.filter(
      (word) => !new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "iu").test(corpus),
    );
    assert.deepEqual(unused, [], "listed in shared/i18n/es-words.txt but used by no text: remove them");
    const empty = join(workDir, "empty");
    writeFileSync(empty, "");
    const unknownAlone = new Set(unknownWords(listed.join("\n"), empty));
    const needless = listed.filter((word) => !unknownAlone.has(word));
    assert.deepEqual(needless, [], "the dictionary already knows these: remove them from the word list");
  });
});
