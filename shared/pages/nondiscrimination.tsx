/** @module Notice of Nondiscrimination and Language Assistance (ACA Section 1557, 45 CFR part 92). */
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { withParts } from "../components/message-parts.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useHref, useT } from "../i18n/hooks.ts";

interface Props {
  brandName: string;
  phone: string;
  trail: Crumb[];
}

interface Tagline {
  /** The language's name in the page's language. */
  language: MessageKey;
  lang: string;
  rtl?: boolean;
  /** The tagline text before and after the phone number. */
  text: [string, string];
}

/** The 15 languages most often spoken in the US by people with limited English proficiency. */
// biome-ignore format: one tagline per line reads best as a table.
const TAGLINES: Tagline[] = [
  { language: "legal.lang.es", lang: "es", text: ["ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ", " (TTY: 711)."] },
  { language: "legal.lang.zh-Hant", lang: "zh-Hant", text: ["注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 ", "（TTY：711）。"] },
  { language: "legal.lang.vi", lang: "vi", text: ["CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số ", " (TTY: 711)."] },
  { language: "legal.lang.ko", lang: "ko", text: ["주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. ", " (TTY: 711)번으로 전화해 주십시오."] },
  { language: "legal.lang.tl", lang: "tl", text: ["PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa ", " (TTY: 711)."] },
  { language: "legal.lang.ru", lang: "ru", text: ["ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги языковой помощи. Звоните ", " (телетайп: 711)."] },
  { language: "legal.lang.ar", lang: "ar", rtl: true, text: ["ملحوظة: إذا كنت تتحدث اللغة العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم ", " (رقم هاتف الصم والبكم: 711)."] },
  { language: "legal.lang.ht", lang: "ht", text: ["ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele ", " (TTY: 711)."] },
  { language: "legal.lang.fr", lang: "fr", text: ["ATTENTION : Si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le ", " (ATS : 711)."] },
  { language: "legal.lang.pl", lang: "pl", text: ["UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer ", " (TTY: 711)."] },
  { language: "legal.lang.pt", lang: "pt", text: ["ATENÇÃO: Se você fala português, há serviços gratuitos de assistência linguística à sua disposição. Ligue para ", " (TTY: 711)."] },
  { language: "legal.lang.it", lang: "it", text: ["ATTENZIONE: Se parla italiano, sono disponibili servizi gratuiti di assistenza linguistica. Chiami il numero ", " (TTY: 711)."] },
  { language: "legal.lang.de", lang: "de", text: ["ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachhilfedienste zur Verfügung. Rufen Sie ", " (TTY: 711) an."] },
  { language: "legal.lang.ja", lang: "ja", text: ["注意事項：日本語を話される場合、無料の言語支援サービスをご利用いただけます。", "（TTY: 711）までお電話ください。"] },
  { language: "legal.lang.fa", lang: "fa", rtl: true, text: ["توجه: اگر به زبان فارسی صحبت می‌کنید، خدمات کمک زبانی به‌صورت رایگان در اختیار شما قرار دارد. با ", " (TTY: 711) تماس بگیرید."] },
];

/** `tel:` URI from a formatted US number such as "(503) 555-0100". */
function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}

const ocrPortal = "https://ocrportal.hhs.gov/ocr/portal/lobby.jsf";
const ocrForms = "https://www.hhs.gov/ocr/complaints/index.html";

export function NondiscriminationPage({ brandName, phone, trail }: Props) {
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
          {TAGLINES.map(({ language, lang, rtl, text }) => (
            <li key={lang}>
              <strong>{t(language)}:</strong>{" "}
              <span lang={lang} dir={rtl ? "rtl" : undefined}>
                {text[0]}
                <bdi dir="ltr">{phone}</bdi>
                {text[1]}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
