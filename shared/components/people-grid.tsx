/**
 * @module A grid of staff members, each with photo, linked name and credentials, and role. A role not
 * in the page's language is marked with its own `lang`, and the grid gets the list's one note above
 * it (decision 0032).
 */
import type { StaffSummary } from "../cms/types.ts";
import { useHref } from "../hooks/use-locale.ts";
import { CmsImage } from "./cms-image.tsx";
import { itemLang, ListFallbackNote, useForeignLang } from "./in-language.tsx";

/** The language of a staff member's role: its own when the CMS translated the role alone, else the item's. */
export const roleLang = (m: Pick<StaffSummary, "lang" | "role_lang">) => ({
  lang: m.role_lang ?? itemLang(m),
});

export function PeopleGrid({ people }: { people: StaffSummary[] }) {
  const href = useHref();
  const foreign = useForeignLang();
  return (
    <>
      <ListFallbackNote items={people.map(roleLang)} />
      <ul className="people-grid">
        {people.map((m) => (
          <li key={m.id}>
            <CmsImage image={{ ...m.photo, alt: "" }} className="avatar" sizes="72px" />
            <a href={href("staffMember", { id: m.id })}>
              {m.name}, {m.credentials}
            </a>
            <span lang={foreign(roleLang(m))}>{m.role}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
