/** @module The staff grid in another language: a role not in the page's language is marked English, under one note. */
import { createStore, Provider } from "jotai";
import { renderToReadableStream } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";
import { messagesAtom, siteAtom } from "../../../shared/atoms/site.ts";
import type { StaffSummary } from "../../../shared/cms/types.ts";
import { PeopleGrid } from "../../../shared/components/people-grid.tsx";
import { catalogues, textsFor } from "../../../shared/i18n/catalogue.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

const es = textsFor("es");

const person = (id: number, role: string, lang: Locale, role_lang?: Locale): StaffSummary => ({
  id,
  slug: `person-${id}`,
  name: `Person ${id}`,
  credentials: "MD",
  role,
  ...(role_lang ? { role_lang } : {}),
  photo: { src: `/wp-content/uploads/staff/${id}.svg`, width: 400, height: 400, alt: "" },
  lang,
});

/** The grid as the server renders it on a page in `locale`. */
async function grid(people: StaffSummary[], locale: Locale = "es"): Promise<string> {
  const store = createStore();
  store.set(siteAtom, { ...store.get(siteAtom), locale });
  store.set(messagesAtom, catalogues[locale]);
  const stream = await renderToReadableStream(
    <Provider store={store}>
      <PeopleGrid people={people} />
    </Provider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The `lang` attribute of each role, in the order of the grid ("" for none). */
const roleLangs = (html: string) =>
  [...html.matchAll(/<span(?: lang="(\w+)")?>[^<]*<\/span><\/li>/g)].map((m) => m[1] ?? "");

describe("the staff grid on a Spanish page", () => {
  it("marks an English role lang=en and puts one note above the grid", async () => {
    const html = await grid([
      person(1, "Pediatra", "es"),
      person(2, "Family Nurse Practitioner", "en"),
      person(3, "Pediatrician", "en"),
    ]);
    expect(roleLangs(html)).toEqual(["", "en", "en"]);
    expect(html).toContain('<span lang="en">Family Nurse Practitioner</span>');
    expect(html.split(es("content.listFallbackNote")).length - 1).toBe(1);
    expect(html.indexOf(es("content.listFallbackNote"))).toBeLessThan(
      html.indexOf('<ul class="people-grid">'),
    );
  });

  it("leaves a role translated alone unmarked, even when the rest of the profile is English", async () => {
    const html = await grid([
      person(1, "Enfermera practicante de medicina familiar", "en", "es"),
      person(2, "Pediatra", "es"),
    ]);
    expect(roleLangs(html)).toEqual(["", ""]);
    expect(html).not.toContain(es("content.listFallbackNote"));
  });

  it("marks a role left in English even on an item that is otherwise Spanish", async () => {
    const html = await grid([person(1, "Pediatrician", "es", "en")]);
    expect(roleLangs(html)).toEqual(["en"]);
    expect(html).toContain(es("content.listFallbackNote"));
  });

  it("shows English roles on an English page with neither mark nor note", async () => {
    const html = await grid([person(1, "Pediatrician", "en")], "en");
    expect(roleLangs(html)).toEqual([""]);
    expect(html).not.toContain("fallback-note");
  });
});
