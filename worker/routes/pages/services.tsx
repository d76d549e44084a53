/** @module The service page's loader. */
import { ServicePage } from "../../../shared/pages/service.tsx";
import { href } from "../../../shared/routes.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";
import { clip, headWithTrail, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";

export const service: Loader = async ({ cms, params, origin }) => {
  const [s, locations] = await Promise.all([cms.service(params.id ?? ""), cms.locations()]);
  const trail = trailOf({ label: s.display_title, href: href("service", { id: s.url_slug }) });
  return {
    status: 200,
    head: headWithTrail(
      { title: s.display_title, description: clip(s.summary), image: s.image.src },
      trail,
      origin,
    ),
    body: (
      <ServicePage
        service={s}
        html={await sanitizeHtml(s.content)}
        locations={locations.filter((l) => l.services.includes(s.url_slug))}
        trail={trail}
      />
    ),
  };
};
