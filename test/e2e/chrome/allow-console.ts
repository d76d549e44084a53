/** @module Lets a test drop the console lines its own deliberate failure causes (e.g. Chromium logging a 4xx). */

export function allowConsole(problems: string[], ...parts: string[]): void {
  const expected = (line: string) => parts.every((part) => line.includes(part));
  problems.splice(0, problems.length, ...problems.filter((line) => !expected(line)));
}
