/** @module A team page: its purpose and its members, each linking to a profile. */
import type { TeamLong } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";
import { href } from "../routes.ts";

export function TeamPage({ team, html, trail }: { team: TeamLong; html: SafeHtml; trail: Crumb[] }) {
  return (
    <article className="page">
      <Breadcrumbs trail={trail} />
      <h1>{team.title}</h1>
      <RichText html={html} />
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Meet the team</h2>
        <ul className="people-grid">
          {team.members.map((m) => (
            <li key={m.id}>
              <CmsImage image={{ ...m.photo, alt: "" }} className="avatar" />
              <a href={href("staffMember", { id: m.id })}>
                {m.name}, {m.credentials}
              </a>
              <span>{m.role}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
