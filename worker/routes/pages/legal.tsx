/** @module Loaders of the legal pages a US community health centre needs: nondiscrimination and accessibility. */
import { formatPhone } from "../../../shared/lib/format.ts";
import { AccessibilityPage } from "../../../shared/pages/accessibility.tsx";
import { NondiscriminationPage } from "../../../shared/pages/nondiscrimination.tsx";
import { headWithTrail, trailOf } from "./head.ts";
import type { Loader, LoaderArgs } from "./loader.ts";

const mainPhone = (args: LoaderArgs) => formatPhone(args.common.locations[0]?.phone_number) ?? "";

export const nondiscrimination: Loader = async (args) => {
  const { t, link } = args;
  const trail = trailOf(args, { label: t("legal.nondiscriminationCrumb"), href: link("nondiscrimination") });
  return {
    status: 200,
    head: headWithTrail(
      args,
      { title: t("legal.nondiscriminationTitle"), description: t("legal.nondiscriminationDescription") },
      trail,
    ),
    body: (
      <NondiscriminationPage
        brandName={args.config.brandName}
        phone={mainPhone(args)}
        languages={args.config.languageAssistance}
        trail={trail}
      />
    ),
  };
};

export const accessibility: Loader = async (args) => {
  const { t, link } = args;
  const trail = trailOf(args, { label: t("legal.accessibilityCrumb"), href: link("accessibility") });
  return {
    status: 200,
    head: headWithTrail(
      args,
      { title: t("legal.accessibilityTitle"), description: t("legal.accessibilityDescription") },
      trail,
    ),
    body: <AccessibilityPage brandName={args.config.brandName} phone={mainPhone(args)} trail={trail} />,
  };
};
