/** @module Loaders of the legal pages a US community health centre needs: nondiscrimination and accessibility. */
import { formatPhone } from "../../../shared/lib/format.ts";
import { AccessibilityPage } from "../../../shared/pages/accessibility.tsx";
import { NondiscriminationPage } from "../../../shared/pages/nondiscrimination.tsx";
import { href } from "../../../shared/routes.ts";
import { headWithTrail, trailOf } from "./head.ts";
import type { Loader, LoaderArgs } from "./loader.ts";

const mainPhone = (args: LoaderArgs) => formatPhone(args.common.locations[0]?.phone_number) ?? "";

export const nondiscrimination: Loader = async (args) => {
  const trail = trailOf({ label: "Nondiscrimination", href: href("nondiscrimination") });
  return {
    status: 200,
    head: headWithTrail(
      {
        title: "Notice of nondiscrimination and language assistance",
        description:
          "We do not discriminate. Free language assistance and aids for people with disabilities.",
      },
      trail,
      args.origin,
    ),
    body: <NondiscriminationPage brandName={args.config.brandName} phone={mainPhone(args)} trail={trail} />,
  };
};

export const accessibility: Loader = async (args) => {
  const trail = trailOf({ label: "Accessibility", href: href("accessibility") });
  return {
    status: 200,
    head: headWithTrail(
      {
        title: "Accessibility statement",
        description: "Our commitment to an accessible website, and how to report a barrier.",
      },
      trail,
      args.origin,
    ),
    body: <AccessibilityPage brandName={args.config.brandName} phone={mainPhone(args)} trail={trail} />,
  };
};
