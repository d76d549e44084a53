/**
 * @module The Spanish glossary: for each English term that recurs on the site, the one Spanish term
 * we use, and the variants we do not. test/worker/i18n/glossary.test.ts fails when the Spanish
 * catalogue or the demo CMS's Spanish content uses a rejected variant. Terms follow US agency usage
 * (HHS, CMS, CDC) in the usted register.
 */

export interface GlossaryEntry {
  /** The English term (or convention) as it appears in the English site. */
  en: string;
  /** The Spanish term we use, in lower case unless it is always capitalised. */
  es: string;
  /**
   * Patterns of the variants we reject, matched against each text as a visitor reads it (tags
   * removed). A pattern anchored with `^…$` matches a whole label, not a word inside a sentence.
   */
  rejected: RegExp[];
  /** Why, when the choice is not obvious. */
  why?: string;
}

export const glossary: GlossaryEntry[] = [
  {
    en: "Behavioral Health",
    es: "salud conductual",
    rejected: [/^Salud mental$/],
    why: "Behavioral health includes substance use; salud mental (mental health) is narrower and stays only where the English says mental health.",
  },
  { en: "Dental (the service)", es: "atención dental", rejected: [/^Servicios dentales$/, /^Dental$/] },
  { en: "Contact Us", es: "Comuníquese con nosotros", rejected: [/contáctenos/i, /contactarnos/i] },
  { en: "About Us", es: "Quiénes somos", rejected: [/^Nosotros$/, /^Acerca de nosotros$/i] },
  {
    en: "Patient Portal",
    es: "portal del paciente",
    rejected: [/Portal del Paciente/, /portal de pacientes/i],
  },
  {
    en: "Employee Training Portal",
    es: "portal de capacitación para empleados",
    rejected: [/capacitación de empleados/i],
  },
  {
    en: "Job openings",
    es: "empleos disponibles",
    rejected: [/ofertas de empleo/i, /^Empleos(?! disponibles)\b/],
  },
  {
    en: "Language assistance",
    es: "asistencia lingüística",
    rejected: [/asistencia con (?:los )?idiomas/i, /asistencia de idiomas/i, /servicios de idiomas/i],
    why: "The HHS term, and the one the §1557 taglines use.",
  },
  {
    en: "Report a barrier",
    es: "infórmenos sobre una barrera",
    rejected: [/\binforme de una barrera/i, /\binformar(?:nos)? de una barrera/i],
  },
  { en: "Test results", es: "resultados de análisis", rejected: [/resultados de (?:sus )?pruebas/i] },
  {
    en: "Newsletter signup",
    es: "suscripción al boletín",
    rejected: [/inscripción al boletín/i, /inscribirse al boletín/i],
  },
  { en: "Gift, donation (noun)", es: "donativo", rejected: [/\bdonaci[oó]n(?:es)?\b/i] },
  {
    en: "Make an appointment",
    es: "hacer una cita",
    rejected: [/\bpedir una cita\b/i, /\bsacar una cita\b/i],
  },
  { en: "STAR events", es: "eventos de STAR", rejected: [/\beventos STAR\b/i] },
  {
    en: "you (usted) as direct object",
    es: "lo / la",
    rejected: [
      /\ble (?:trataremos|puede inscribir|pueden inscribir|pueden conectar|ha discriminado|rodean|siguen)\b/i,
      /\ble (?:llevamos|llevaremos) a (?:la|el|su|nuestr)/i,
      /\b(?:conocer|mantener|inscribir|llevar|atender)le\b/i,
    ],
    why: "Leísmo de cortesía is tolerated in Spain; US and Latin American Spanish, and HHS notices, use lo/la.",
  },
  {
    en: "Physician assistant (PA)",
    es: "asociado médico (PA)",
    rejected: [/\basistentes? médic[oa]s?\b/i],
    why: "In US Spanish asistente médico is the medical assistant.",
  },
  { en: "Development (fundraising)", es: "recaudación de fondos", rejected: [/equipo de desarrollo/i] },
  {
    en: "Public Service Loan Forgiveness",
    es: "Condonación de Préstamos por Servicio Público",
    rejected: [/perdón (?:federal )?de préstamos/i],
  },
  {
    en: "Substance use treatment",
    es: "tratamiento para el consumo de sustancias",
    rejected: [/tratamiento por (?:el )?consumo/i],
  },
  { en: "Focus (WCAG 2.4.7)", es: "foco visible", rejected: [/enfoque visible/i] },
  { en: "Headings", es: "encabezados", rejected: [/\btítulos, etiquetas\b/i] },
  { en: "Per diem", es: "por turnos (per diem)", rejected: [/^Por día$/] },
  {
    en: "Quotation marks",
    es: "“ ”",
    rejected: [/[«»]/, /"/],
    why: "Curly double quotes, common in US Spanish; the period goes after the closing quote.",
  },
  { en: "Ellipsis", es: "…", rejected: [/\.\.\./] },
  {
    en: "Provider (a clinician)",
    es: "proveedor",
    rejected: [
      /\bproveedor(?:es)? (?:de (?:pagos|correo|servicios\b(?! de salud))|externos|de terceros)/i,
      /\b(?:otros|elegimos) proveedores\b/i,
      /\bel proveedor (?:procesa|puede recibir)\b/i,
      /\bpublicidad del proveedor\b/i,
    ],
    why: "Everywhere on the site proveedor is the doctor, nurse practitioner or counsellor a patient sees; a company that serves the site (payments, email, maps) is una empresa or un servicio.",
  },
  {
    en: "Device (a phone or computer)",
    es: "dispositivo",
    rejected: [/\b(?:el|su|sus|del|los|tipo de|cualquier) aparatos?\b/i],
    why: "Aparato stays only for a medical apparatus (un aparato para medir la presión).",
  },
  {
    en: "Team names (Primary Care Team, Community Outreach Team…)",
    es: "equipo de atención primaria",
    rejected: [
      /\b[Ee]quipo (?:de )?(?:Atención|Alcance|Salud|Comunicaciones|Dental)\b/,
      /(?<=\p{Ll},?\s+)Equipo\b/u,
    ],
    why: "Team names are in sentence case, like the CMS's team titles, and take a lower-case equipo inside a sentence.",
  },
];

/**
 * Proper names that keep their capitals inside a sentence-case title or role (a clinic's own name,
 * as the news stories write it); everything else in a title or role after its first word is lower case.
 */
export const properNames = ["Clínica de COVID Prolongado"];
