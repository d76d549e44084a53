/** @module Texts that code (not the CMS) puts on Spanish pages: staff descriptions, language lists, the map's fallback card. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { staffEs } from "../../../worker/cms/demo/seed/es/index.ts";
import { staff } from "../../../worker/cms/demo/seed/staff.ts";
import { decodeEntities as decode, pageHtml as html, metaDescription } from "../support/app.ts";

const es = textsFor("es");
const brand = "Riverbend Community Health";

describe("Spanish pages, in the parts code writes", () => {
  it("describes a staff member with no Spanish profile in Spanish only, without the English role or bio", async () => {
    const member = staff.find((m) => !(String(m.id) in staffEs));
    if (!member) throw new Error("the demo has no untranslated staff member");
    const description = metaDescription(await html(`/es/staff_member/${member.id}`));
    expect(description).toBe(
      es("people.descriptionUntranslated", { name: member.name, credentials: member.credentials, brand }),
    );
    expect(description).not.toContain(member.role);
  });

  it("describes a translated staff member with the Spanish role", async () => {
    const member = staff.find((m) => String(m.id) in staffEs);
    const role = member ? staffEs[String(member.id)]?.role : undefined;
    if (!member || !role) throw new Error("the demo has no translated staff member");
    const description = metaDescription(await html(`/es/staff_member/${member.id}`));
    expect(description.startsWith(`${member.name}, ${member.credentials}, ${role} en ${brand}.`)).toBe(true);
  });

  it("lists a translated staff member's languages in lower case after the first letter", async () => {
    const page = await html("/es/staff_member/401");
    const languages = /<dt>Idiomas<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(page)?.[1];
    expect(languages).toBe("Inglés, español");
  });

  it("gives the map's fallback card its directions text in the page's language", async () => {
    const page = await html("/es/locations/main-street");
    const places = JSON.parse(decode(/data-places="([^"]*)"/.exec(page)?.[1] ?? "[]")) as {
      title: string;
      directions: string;
    }[];
    expect(places).toHaveLength(1);
    expect(places[0]?.directions).toBe(es("locations.directionsTo", { place: places[0]?.title ?? "" }));
    expect(places[0]?.directions).toMatch(/^Cómo llegar a /);
    const home = await html("/es/");
    expect(home).not.toContain("Directions to");
  });
});
