/**
 * @module A CMS list checked item by item: an item that fails the site's schema is left out with a
 * logged warning naming it and its first wrong field, and the rest of the list is answered. One bad
 * story never turns its whole list page into an error (the list itself must still be an array).
 */
import * as v from "valibot";
import { log } from "../lib/log.ts";

/** The id, slug or name an item is known by in a warning, if it has one. */
function nameOf(item: unknown): string {
  if (typeof item !== "object" || item === null) return typeof item;
  const fields = item as Record<string, unknown>;
  for (const key of ["id", "url_slug", "post_name", "slug"]) {
    const value = fields[key];
    if (typeof value === "number" || typeof value === "string") return `${key} ${String(value).slice(0, 80)}`;
  }
  return "an item without an id";
}

/** An array schema whose items failing `item` are dropped, each with a `console.warn` naming `what`. */
export const itemsOf = <S extends v.GenericSchema>(item: S, what: string) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items: unknown[]): v.InferOutput<S>[] =>
      items.flatMap((raw) => {
        const parsed = v.safeParse(item, raw);
        if (parsed.success) return [parsed.output];
        const issue = parsed.issues[0];
        const field = issue ? (v.getDotPath(issue) ?? "the item") : "the item";
        log("warn", "cms", `CMS ${what}: ${nameOf(raw)} left out, it fails the site's schema at ${field}`);
        return [];
      }),
    ),
  );
