/** @module A grid of staff members, each with photo, linked name and credentials, and role. */
import type { StaffSummary } from "../cms/types.ts";
import { href } from "../routes.ts";
import { CmsImage } from "./cms-image.tsx";

export function PeopleGrid({ people }: { people: StaffSummary[] }) {
  return (
    <ul className="people-grid">
      {people.map((m) => (
        <li key={m.id}>
          <CmsImage image={{ ...m.photo, alt: "" }} className="avatar" />
          <a href={href("staffMember", { id: m.id })}>
            {m.name}, {m.credentials}
          </a>
          <span>{m.role}</span>
        </li>
      ))}
    </ul>
  );
}
