/** @module Loaders of the news: the paged list and the story page. */

import { newsFeedLink } from "../../../shared/lib/feeds.ts";
import { NewsListPage } from "../../../shared/pages/news-list.tsx";
import { NewsStoryPage } from "../../../shared/pages/news-story.tsx";
import { href, listPageSize } from "../../../shared/routes.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";
import { clip, headWithTrail, listTrail, trailOf } from "./head.ts";
import { type Loader, PageNotFound, pageParam, pagesFor } from "./loader.ts";
import { articleLd } from "./structured-data.ts";

export const news: Loader = async ({ cms, params, origin }) => {
  const page = pageParam(params);
  const total = await cms.newsTotal();
  const pages = pagesFor(total, listPageSize);
  if (page > pages) throw new PageNotFound();
  const stories = await cms.news(page, listPageSize);
  const trail = listTrail("News", "news", page);
  return {
    status: 200,
    head: headWithTrail(
      {
        title: page === 1 ? "News" : `News, page ${page}`,
        description:
          page === 1
            ? "Stories, health tips and announcements from our clinics."
            : `Stories, health tips and announcements from our clinics, page ${page} of ${pages}.`,
        feeds: [newsFeedLink],
      },
      trail,
      origin,
    ),
    body: <NewsListPage stories={stories} page={page} pages={pages} total={total} trail={trail} />,
  };
};

export const newsStory: Loader = async ({ cms, params, config, origin }) => {
  const story = await cms.newsStory(params.slug ?? "");
  const trail = trailOf(
    { label: "News", href: href("news") },
    { label: story.title, href: href("newsStory", { slug: story.slug }) },
  );
  return {
    status: 200,
    head: headWithTrail(
      {
        title: story.title,
        description: clip(story.excerpt),
        image: story.image.src,
        type: "article",
        jsonLd: [articleLd(origin, story, config.brandName)],
      },
      trail,
      origin,
    ),
    body: <NewsStoryPage story={story} html={await sanitizeHtml(story.content)} trail={trail} />,
  };
};
