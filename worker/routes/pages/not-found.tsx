/** @module The not-found screen, answered with status 404 for unknown pages and bad parameters. */
import { NotFoundPage } from "../../../shared/pages/not-found.tsx";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { href } from "../../../shared/routes.ts";
import type { Loader } from "./loader.ts";

export const notFoundResult = (): PageResult => ({
  status: 404,
  head: {
    title: "Page not found",
    description: "We couldn’t find that page.",
    path: href("notFound"),
    noindex: true,
  },
  body: <NotFoundPage />,
});

export const notFound: Loader = async () => notFoundResult();
