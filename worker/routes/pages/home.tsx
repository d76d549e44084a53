/** @module The home page's loader. */
import { HomePage } from "../../../shared/pages/home.tsx";
import { href } from "../../../shared/routes.ts";
import { clip } from "./head.ts";
import type { Loader } from "./loader.ts";
import { organizationLd } from "./structured-data.ts";

export const home: Loader = async ({ cms, config, origin }) => {
  const [page, services, locations, featured] = await Promise.all([
    cms.home(),
    cms.services(),
    cms.locations(),
    cms.featuredNews(3),
  ]);
  return {
    status: 200,
    head: {
      title: `${config.brandName}: ${page.hero_title}`,
      description: clip(page.hero_text),
      path: href("home"),
      jsonLd: [
        organizationLd(
          origin,
          config.brandName,
          page.social.map((s) => s.url),
        ),
      ],
    },
    body: (
      <HomePage
        home={page}
        services={services}
        locations={locations}
        featured={featured}
        patientPortalUrl={config.patientPortalUrl}
      />
    ),
  };
};
