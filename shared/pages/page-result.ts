/** @module What a loader hands to the renderer: status, head and the page body. */
import type { ReactNode } from "react";
import type { RouteFlags } from "../routes.ts";
import type { PageHead } from "./head.ts";

export interface PageResult {
  status: 200 | 404 | 503;
  head: PageHead;
  body: ReactNode;
  flags?: RouteFlags;
}
