/**
 * @module The Section 1557 language-assistance taglines (45 CFR 92.11), each in its own language,
 * by language tag. Which of them the notice shows is configuration (`LANGUAGE_ASSISTANCE`): the
 * 15 languages most spoken by people with limited English in the state(s) the clinic serves. Each
 * language's name, in the page's language, is the catalogue's `legal.lang.<tag>`.
 */
import type { MessageKey } from "./catalogue.ts";

interface Tagline {
  /** The text before and after the phone number. */
  text: [string, string];
  rtl?: boolean;
}

// biome-ignore format: one tagline per line reads best as a table.
export const taglines = {
  es: { text: ["ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ", " (TTY: 711)."] },
  "zh-Hant": { text: ["注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 ", "（TTY：711）。"] },
  vi: { text: ["CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số ", " (TTY: 711)."] },
  ko: { text: ["주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. ", " (TTY: 711)번으로 전화해 주십시오."] },
  tl: { text: ["PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa ", " (TTY: 711)."] },
  ru: { text: ["ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги языковой помощи. Звоните ", " (телетайп: 711)."] },
  ar: { rtl: true, text: ["ملحوظة: إذا كنت تتحدث اللغة العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم ", " (رقم هاتف الصم والبكم: 711)."] },
  ht: { text: ["ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele ", " (TTY: 711)."] },
  fr: { text: ["ATTENTION : Si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le ", " (ATS : 711)."] },
  pl: { text: ["UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer ", " (TTY: 711)."] },
  pt: { text: ["ATENÇÃO: Se você fala português, há serviços gratuitos de assistência linguística à sua disposição. Ligue para ", " (TTY: 711)."] },
  it: { text: ["ATTENZIONE: Se parla italiano, sono disponibili servizi gratuiti di assistenza linguistica. Chiami il numero ", " (TTY: 711)."] },
  de: { text: ["ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachhilfedienste zur Verfügung. Rufen Sie ", " (TTY: 711) an."] },
  ja: { text: ["注意事項：日本語を話される場合、無料の言語支援サービスをご利用いただけます。", "（TTY: 711）までお電話ください。"] },
  fa: { rtl: true, text: ["توجه: اگر به زبان فارسی صحبت می‌کنید، خدمات کمک زبانی به‌صورت رایگان در اختیار شما قرار دارد. با ", " (TTY: 711) تماس بگیرید."] },
  uk: { text: ["УВАГА! Якщо ви розмовляєте українською мовою, ви можете звернутися до безкоштовної служби мовної підтримки. Телефонуйте за номером ", " (телетайп: 711)."] },
  ro: { text: ["ATENȚIE: Dacă vorbiți limba română, vă stau la dispoziție servicii de asistență lingvistică, gratuit. Sunați la ", " (TTY: 711)."] },
  so: { text: ["FIIRO GAAR AH: Haddii aad ku hadasho Af-Soomaali, adeegyada caawimada luqadda, oo bilaash ah, ayaa laguu heli karaa. Wac ", " (TTY: 711)."] },
  km: { text: ["ប្រយ័ត្ន៖ ប្រសិនបើអ្នកនិយាយភាសាខ្មែរ សេវាជំនួយផ្នែកភាសាដោយមិនគិតថ្លៃ គឺមានសម្រាប់អ្នក។ សូមទូរស័ព្ទទៅ ", " (TTY: 711)។"] },
  lo: { text: ["ໂປດຊາບ: ຖ້າທ່ານເວົ້າພາສາລາວ, ມີການບໍລິການຊ່ວຍເຫຼືອດ້ານພາສາໂດຍບໍ່ເສຍຄ່າສຳລັບທ່ານ. ໂທ ", " (TTY: 711)."] },
  th: { text: ["เรียน: ถ้าคุณพูดภาษาไทย คุณสามารถใช้บริการช่วยเหลือทางภาษาได้ฟรี โทร ", " (TTY: 711)."] },
} satisfies Record<string, Tagline>;

/** A language the notice has a tagline for. */
export type TaglineLanguage = keyof typeof taglines;

export const isTaglineLanguage = (tag: string): tag is TaglineLanguage => Object.hasOwn(taglines, tag);

/** The catalogue key of a tagline language's name. */
export const taglineLanguageName = (tag: TaglineLanguage): MessageKey => `legal.lang.${tag}`;

/**
 * Oregon's 15 most spoken languages among residents with limited English (HHS's state list, from
 * the American Community Survey), most spoken first: the default, as the demo clinic is in Oregon.
 * A clinic in another state sets `LANGUAGE_ASSISTANCE` to its own state's list.
 */
export const oregonLanguages: TaglineLanguage[] = [
  "es",
  "vi",
  "zh-Hant",
  "ru",
  "ko",
  "uk",
  "ar",
  "ja",
  "ro",
  "so",
  "km",
  "tl",
  "lo",
  "fa",
  "th",
];
