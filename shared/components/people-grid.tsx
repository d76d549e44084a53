/** @module A grid of staff members, each with photo, linked name and credentials, and role. */
import type { StaffSummary } from "../cms/types.ts";
import { useHref } from "../hooks/use-locale.ts";
import { CmsImage } from "./cms-image.tsx";
import { useForeignLang } from "./in-language.tsx";

export function PeopleGrid({ people }: { people: StaffSummary[] }) {
  const href = useHref();
  const foreign = useForeignLang();
  return (
    <ul className="people-grid">
      {people.map((m) => (
        <li key={m.id}>
          <CmsImage image={{ ...m.photo, alt: "" }} className="avatar" />
          <a href={href("staffMember", { id: m.id })}>
            {m.name}, {m.credentials}
          </a>
          <span lang={foreign(m)}>{m.role}</span>
        </li>
      ))}
    </ul>
  );
}
