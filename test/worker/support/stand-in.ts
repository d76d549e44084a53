/** @module The stand-in CMS from the tests' side: a run of its own, and what that run's CMS saw. */
import { inject } from "vitest";
import type { SeenRequest } from "../../support/stand-in-cms.ts";

export interface StandInRun {
  /** The CMS_ORIGIN that sends this run's requests to the stand-in. */
  origin: string;
  /** Every request the stand-in received for this run. */
  seen(): Promise<SeenRequest[]>;
}

/** A fresh run: its requests are kept apart from every other test's. */
export function standInRun(): StandInRun {
  const base = inject("standInCms");
  const run = `run-${crypto.randomUUID()}`;
  return {
    origin: `${base}/${run}`,
    seen: async () => (await (await fetch(`${base}/__stand-in/requests?run=${run}`)).json()) as SeenRequest[],
  };
}
