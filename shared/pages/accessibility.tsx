/** @module The accessibility statement: our standard, what we do, known limits, and how to report a barrier. */
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { withParts } from "../components/message-parts.tsx";
import { useHref, useT } from "../hooks/use-locale.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

interface Props {
  brandName: string;
  phone: string;
  trail: Crumb[];
}

/** `tel:` URI from a formatted US number such as "(503) 555-0100". */
function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}

const whatWeDo: MessageKey[] = [
  "accessibility.doKeyboard",
  "accessibility.doScreenReaders",
  "accessibility.doContrast",
  "accessibility.doMotion",
  "accessibility.doCaptions",
  "accessibility.doZoom",
];

export function AccessibilityPage({ brandName, phone, trail }: Props) {
  const t = useT();
  const href = useHref();
  const brand = { brand: brandName };
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>{t("accessibility.heading")}</h1>
      <p className="lead">{t("accessibility.lead", brand)}</p>

      <section>
        <h2>{t("accessibility.commitmentHeading")}</h2>
        <p>{t("accessibility.commitment")}</p>
      </section>

      <section>
        <h2>{t("accessibility.doHeading")}</h2>
        <ul>
          {whatWeDo.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2>{t("accessibility.limitsHeading")}</h2>
        <p>{t("accessibility.limits")}</p>
      </section>

      <section>
        <h2>{t("accessibility.reportHeading")}</h2>
        <p>{t("accessibility.report")}</p>
        <ul>
          <li>
            {withParts(t("accessibility.phoneLine"), {
              phone: (
                <a href={telHref(phone)} className="phone-link">
                  {phone}
                </a>
              ),
            })}
          </li>
          <li>
            {withParts(t("accessibility.emailLine"), {
              email: <a href="mailto:accessibility@example.org">accessibility@example.org</a>,
            })}
          </li>
          <li>
            {withParts(t("accessibility.contactLine"), {
              contact: <a href={href("contactUs")}>{t("accessibility.contactPage")}</a>,
            })}
          </li>
        </ul>
        <p>{t("accessibility.respond")}</p>
      </section>

      <section>
        <h2>{t("accessibility.clinicsHeading")}</h2>
        <p>
          {withParts(t("accessibility.clinics", brand), {
            notice: <a href={href("nondiscrimination")}>{t("accessibility.notice")}</a>,
          })}
        </p>
      </section>

      <p className="card-meta">{t("accessibility.reviewed")}</p>
    </article>
  );
}
