/** @module The home page's loader. */
import { HomePage } from "../../../shared/pages/home.tsx";
import { clip } from "./head.ts";
import type { Loader } from "./loader.ts";
import { organizationLd, webPageLd } from "./structured-data.ts";

export const home: Loader = async (args) => {
  const { cms, config, link } = args;
  const [page, services, locations, featured] = await Promise.all([
    cms.home(),
    cms.services(),
    cms.locations(),
    cms.featuredNews(3),
  ]);
  const title = `${config.brandName}: ${page.hero_title}`;
  const description = clip(page.hero_text);
  return {
    status: 200,
    head: {
      title,
      description,
      path: link("home"),
      jsonLd: [
        organizationLd(
          args,
          config.brandName,
          page.social.map((s) => s.url),
        ),
        webPageLd(args, { name: title, description, path: link("home") }),
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
