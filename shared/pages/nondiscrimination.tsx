/** @module Notice of Nondiscrimination and Language Assistance (ACA Section 1557, 45 CFR part 92). */
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { withParts } from "../components/message-parts.tsx";
import { useHref, useT } from "../hooks/use-locale.ts";
import { type TaglineLanguage, taglineLanguageName, taglines } from "../i18n/taglines.ts";

interface Props {
  brandName: string;
  phone: string;
  /** The languages of the taglines, most spoken first (configuration: LANGUAGE_ASSISTANCE). */
  languages: TaglineLanguage[];
  trail: Crumb[];
}

/** `tel:` URI from a formatted US number such as "(503) 555-0100". */
function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}

const ocrPortal = "https://ocrportal.hhs.gov/ocr/portal/lobby.jsf";
const ocrForms = "https://www.hhs.gov/ocr/complaints/index.html";

export function NondiscriminationPage({ brandName, phone, languages, trail }: Props) {
  const t = useT();
  const href = useHref();
  const tel = telHref(phone);
  const brand = { brand: brandName };
  const contact = <a href={href("contactUs")}>{t("nondiscrimination.contactPage")}</a>;
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>{t("nondiscrimination.heading")}</h1>
      <p className="lead">{t("nondiscrimination.lead", brand)}</p>

      <section>
        <h2>{t("nondiscrimination.commitmentHeading")}</h2>
        <p>{t("nondiscrimination.commitment", brand)}</p>
      </section>

      <section>
        <h2>{t("nondiscrimination.disabilityHeading")}</h2>
        <p>{t("nondiscrimination.disability")}</p>
        <ul>
          <li>{t("nondiscrimination.signLanguage")}</li>
          <li>{t("nondiscrimination.otherFormats")}</li>
        </ul>
      </section>

      <section>
        <h2>{t("nondiscrimination.languageHeading")}</h2>
        <p>{t("nondiscrimination.language")}</p>
        <ul>
          <li>{t("nondiscrimination.interpreters")}</li>
          <li>{t("nondiscrimination.otherLanguages")}</li>
        </ul>
      </section>

      <section>
        <h2>{t("nondiscrimination.howHeading")}</h2>
        <p>
          {withParts(t("nondiscrimination.how"), {
            phone: (
              <a href={tel} className="phone-link">
                {phone}
              </a>
            ),
          })}
        </p>
      </section>

      <section>
        <h2>{t("nondiscrimination.coordinatorHeading")}</h2>
        <p>{t("nondiscrimination.coordinator")}</p>
        <ul>
          <li>{t("nondiscrimination.coordinatorTitle")}</li>
          <li>{withParts(t("nondiscrimination.coordinatorMail", brand), { contact })}</li>
          <li>{withParts(t("nondiscrimination.phoneLine"), { phone: <a href={tel}>{phone}</a> })}</li>
          <li>
            {withParts(t("nondiscrimination.emailLine"), {
              email: <a href="mailto:civilrights@example.org">civilrights@example.org</a>,
            })}
          </li>
        </ul>
      </section>

      <section>
        <h2>{t("nondiscrimination.grievanceHeading")}</h2>
        <p>{t("nondiscrimination.grievance", brand)}</p>
      </section>

      <section>
        <h2>{t("nondiscrimination.federalHeading")}</h2>
        <p>{t("nondiscrimination.federal")}</p>
        <ul>
          <li>
            {withParts(t("nondiscrimination.federalOnline"), {
              link: (
                <a href={ocrPortal} rel="noopener">
                  {ocrPortal}
                </a>
              ),
            })}
          </li>
          <li>
            {withParts(t("nondiscrimination.federalPhone"), {
              phone: <a href="tel:+18003681019">1-800-368-1019</a>,
              tdd: <a href="tel:+18005377697">800-537-7697</a>,
            })}
          </li>
          <li>{t("nondiscrimination.federalMail")}</li>
        </ul>
        <p>
          {withParts(t("nondiscrimination.federalForms"), {
            link: (
              <a href={ocrForms} rel="noopener">
                {ocrForms}
              </a>
            ),
          })}
        </p>
        <p>{t("nondiscrimination.always")}</p>
      </section>

      <section>
        <h2>{t("nondiscrimination.assistanceHeading")}</h2>
        <p>{t("nondiscrimination.assistance")}</p>
        <ul className="language-taglines">
          {languages.map((lang) => {
            const tagline: { text: [string, string]; rtl?: boolean } = taglines[lang];
            return (
              <li key={lang}>
                <strong>{t(taglineLanguageName(lang))}:</strong>{" "}
                <span lang={lang} dir={tagline.rtl ? "rtl" : undefined}>
                  {tagline.text[0]}
                  <bdi dir="ltr">{phone}</bdi>
                  {tagline.text[1]}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
