/** @module A staff profile: photo, name, credentials, role, bio, team, locations, languages, new patients. */
import type { StaffMember } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";

interface Props {
  member: StaffMember;
  html: SafeHtml;
  team: { href: string; label: string } | null;
  locations: { href: string; label: string }[];
  trail: Crumb[];
}

export function StaffMemberPage({ member, html, team, locations, trail }: Props) {
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <div className="profile-head">
        <CmsImage image={member.photo} priority className="profile-photo" />
        <div>
          <h1>
            {member.name}, {member.credentials}
          </h1>
          <p className="lead">{member.role}</p>
          <p className={member.accepting_new_patients ? "badge badge-yes" : "badge"}>
            {member.accepting_new_patients ? "Accepting new patients" : "Not accepting new patients"}
          </p>
        </div>
      </div>
      <dl className="facts">
        {team ? (
          <>
            <dt>Team</dt>
            <dd>
              <a href={team.href}>{team.label}</a>
            </dd>
          </>
        ) : null}
        <dt>Sees patients at</dt>
        <dd>
          <ul className="inline-list">
            {locations.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </dd>
        <dt>Languages</dt>
        <dd>{member.languages.join(", ")}</dd>
      </dl>
      <RichText html={html} />
    </article>
  );
}
