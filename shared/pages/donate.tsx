/** @module The donate page: what a gift does, and the link to the card payment provider. */
import type { StarPage } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";

export function DonatePage({
  star,
  donationUrl,
  trail,
}: {
  star: StarPage;
  donationUrl: string;
  trail: Crumb[];
}) {
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>Donate</h1>
      <p className="lead">{star.tagline}</p>
      <p>{star.goal_text}</p>
      <p>
        <a className="button button-large" href={donationUrl} rel="noopener">
          Give securely online
        </a>
      </p>
      <p className="card-meta">
        You’ll be taken to our card payment provider. Prefer another way to give?{" "}
        <a href="/contact-us">Contact us</a>.
      </p>
    </article>
  );
}
