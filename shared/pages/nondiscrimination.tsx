/** @module Notice of Nondiscrimination and Language Assistance (ACA Section 1557, 45 CFR part 92). */
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";

interface Props {
  brandName: string;
  phone: string;
  trail: Crumb[];
}

interface Tagline {
  language: string;
  lang: string;
  rtl?: boolean;
  /** The tagline text before and after the phone number. */
  text: [string, string];
}

/** The 15 languages most often spoken in the US by people with limited English proficiency. */
// biome-ignore format: one tagline per line reads best as a table.
const TAGLINES: Tagline[] = [
  { language: "Spanish", lang: "es", text: ["ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ", " (TTY: 711)."] },
  { language: "Chinese (Traditional)", lang: "zh-Hant", text: ["注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 ", "（TTY：711）。"] },
  { language: "Vietnamese", lang: "vi", text: ["CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số ", " (TTY: 711)."] },
  { language: "Korean", lang: "ko", text: ["주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. ", " (TTY: 711)번으로 전화해 주십시오."] },
  { language: "Tagalog", lang: "tl", text: ["PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa ", " (TTY: 711)."] },
  { language: "Russian", lang: "ru", text: ["ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги языковой помощи. Звоните ", " (телетайп: 711)."] },
  { language: "Arabic", lang: "ar", rtl: true, text: ["ملحوظة: إذا كنت تتحدث اللغة العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم ", " (رقم هاتف الصم والبكم: 711)."] },
  { language: "Haitian Creole", lang: "ht", text: ["ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele ", " (TTY: 711)."] },
  { language: "French", lang: "fr", text: ["ATTENTION : Si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le ", " (ATS : 711)."] },
  { language: "Polish", lang: "pl", text: ["UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer ", " (TTY: 711)."] },
  { language: "Portuguese", lang: "pt", text: ["ATENÇÃO: Se você fala português, há serviços gratuitos de assistência linguística à sua disposição. Ligue para ", " (TTY: 711)."] },
  { language: "Italian", lang: "it", text: ["ATTENZIONE: Se parla italiano, sono disponibili servizi gratuiti di assistenza linguistica. Chiami il numero ", " (TTY: 711)."] },
  { language: "German", lang: "de", text: ["ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachhilfedienste zur Verfügung. Rufen Sie ", " (TTY: 711) an."] },
  { language: "Japanese", lang: "ja", text: ["注意事項：日本語を話される場合、無料の言語支援サービスをご利用いただけます。", "（TTY: 711）までお電話ください。"] },
  { language: "Persian (Farsi)", lang: "fa", rtl: true, text: ["توجه: اگر به زبان فارسی صحبت می‌کنید، خدمات کمک زبانی به‌صورت رایگان در اختیار شما قرار دارد. با ", " (TTY: 711) تماس بگیرید."] },
];

/** `tel:` URI from a formatted US number such as "(503) 555-0100". */
function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}

export function NondiscriminationPage({ brandName, phone, trail }: Props) {
  const tel = telHref(phone);
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>Notice of Nondiscrimination and Language Assistance</h1>
      <p className="lead">
        Everyone deserves respectful, high-quality care. {brandName} follows federal civil rights laws, and we
        offer free help so you can talk with us and understand your care.
      </p>

      <section>
        <h2>Our commitment</h2>
        <p>
          {brandName} complies with applicable federal civil rights laws and does not discriminate on the
          basis of race, color, national origin (including limited English proficiency and primary language),
          age, disability, or sex (including sex characteristics, intersex traits, pregnancy or related
          conditions, sexual orientation, gender identity, and sex stereotypes). {brandName} does not exclude
          people or treat them differently because of any of these.
        </p>
      </section>

      <section>
        <h2>Free help for people with disabilities</h2>
        <p>
          We provide people with disabilities reasonable modifications and free, timely aids and services to
          communicate effectively with us, such as:
        </p>
        <ul>
          <li>Qualified sign language interpreters</li>
          <li>
            Written information in other formats, such as large print, audio, and accessible electronic
            formats
          </li>
        </ul>
      </section>

      <section>
        <h2>Free language services</h2>
        <p>
          We provide free, timely language assistance services to people whose primary language is not
          English, such as:
        </p>
        <ul>
          <li>Qualified interpreters</li>
          <li>Information written in other languages</li>
        </ul>
      </section>

      <section>
        <h2>How to get these services</h2>
        <p>
          If you need reasonable modifications, appropriate aids and services, or language assistance, call us
          at{" "}
          <a href={tel} className="phone-link">
            {phone}
          </a>{" "}
          (TTY: 711), or ask any member of our staff. There is never a charge.
        </p>
      </section>

      <section>
        <h2>Our Civil Rights Coordinator</h2>
        <p>
          Our Civil Rights Coordinator makes sure we follow Section 1557 of the Affordable Care Act and can
          answer your questions.
        </p>
        <ul>
          <li>Title: Civil Rights Coordinator</li>
          <li>
            Mail: {brandName}, Attn: Civil Rights Coordinator, at the address on our{" "}
            <a href="/contact-us">Contact page</a>
          </li>
          <li>
            Phone: <a href={tel}>{phone}</a> (TTY: 711)
          </li>
          <li>
            Email: <a href="mailto:civilrights@example.org">civilrights@example.org</a>
          </li>
        </ul>
      </section>

      <section>
        <h2>How to file a grievance</h2>
        <p>
          If you believe that {brandName} has failed to provide these services or discriminated in another way
          on the basis of race, color, national origin, age, disability, or sex, you can file a grievance with
          our Civil Rights Coordinator. You can file a grievance in person, by mail, by phone, or by email,
          using the contact details above. If you need help filing a grievance, our Civil Rights Coordinator
          is available to help you. We will not retaliate against you for filing a grievance.
        </p>
      </section>

      <section>
        <h2>How to file a civil rights complaint with the federal government</h2>
        <p>
          You can also file a civil rights complaint with the U.S. Department of Health and Human Services,
          Office for Civil Rights:
        </p>
        <ul>
          <li>
            Online, through the Office for Civil Rights Complaint Portal:{" "}
            <a href="https://ocrportal.hhs.gov/ocr/portal/lobby.jsf" rel="noopener">
              https://ocrportal.hhs.gov/ocr/portal/lobby.jsf
            </a>
          </li>
          <li>
            By phone: <a href="tel:+18003681019">1-800-368-1019</a>,{" "}
            <a href="tel:+18005377697">800-537-7697</a> (TDD)
          </li>
          <li>
            By mail: U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH
            Building, Washington, DC 20201
          </li>
        </ul>
        <p>
          Complaint forms are available at{" "}
          <a href="https://www.hhs.gov/ocr/complaints/index.html" rel="noopener">
            https://www.hhs.gov/ocr/complaints/index.html
          </a>
          .
        </p>
        <p>This notice is available on our website at all times, and in print at each of our clinics.</p>
      </section>

      <section>
        <h2>Language assistance</h2>
        <p>
          Free language help is available in your language. Please call us and tell us which language you
          speak.
        </p>
        <ul className="language-taglines">
          {TAGLINES.map(({ language, lang, rtl, text }) => (
            <li key={lang}>
              <strong>{language}:</strong>{" "}
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
