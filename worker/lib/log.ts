/**
 * @module The worker's log lines: each is one JSON object, which Workers Logs indexes field by field,
 * with the part that wrote it (`type`), its `level`, a `message` for people, and fields of its own.
 * The page log (worker/request/page-log.ts) writes the same shape.
 */

export type LogLevel = "info" | "warn" | "error";

/** Writes one log line at `level`. */
export function log(
  level: LogLevel,
  type: string,
  message: string,
  fields: Record<string, unknown> = {},
): void {
  const line = JSON.stringify({ type, level, message, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** An error as log fields: its name and message. */
export const errorFields = (error: unknown): { error: string } =>
  error instanceof Error ? { error: `${error.name}: ${error.message}` } : { error: String(error) };
