/** @module Vitest global setup (in Node): starts the stand-in CMS and tells the tests its address. */
import type { TestProject } from "vitest/node";
import { startStandInCms } from "../../support/stand-in-cms.ts";

declare module "vitest" {
  export interface ProvidedContext {
    standInCms: string;
  }
}

export default async function setup(project: TestProject) {
  const cms = await startStandInCms();
  project.provide("standInCms", cms.url);
  return () => cms.stop();
}
