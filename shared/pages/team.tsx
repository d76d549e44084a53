/** @module A team page: its purpose and its members, each linking to a profile. */
import type { TeamLong } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { PeopleGrid } from "../components/people-grid.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";

export function TeamPage({ team, html, trail }: { team: TeamLong; html: SafeHtml; trail: Crumb[] }) {
  return (
    <article className="page">
      <Breadcrumbs trail={trail} />
      <h1>{team.title}</h1>
      <RichText html={html} />
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Meet the team</h2>
        <PeopleGrid people={team.members} />
      </section>
    </article>
  );
}
