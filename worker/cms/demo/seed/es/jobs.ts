/**
 * @module Demo CMS seed, Spanish: the six newest job openings and the Spanish interpreter's, keyed by
 * `id`. Older openings are left in English on purpose, so the site's English fallback has real
 * content to show.
 */
import type { JobOpening } from "../../../../../shared/cms/types.ts";
import { type JobWording, jobDescription } from "../jobs.ts";
import type { Translations } from "./translations.ts";

/** The fixed wording of a job description in Spanish. */
const spanish: JobWording = {
  headings: {
    about: "Sobre el puesto",
    responsibilities: "Responsabilidades",
    qualifications: "Requisitos",
    benefits: "Beneficios",
  },
  benefitsIntro:
    "{{brand}} ofrece un paquete completo de beneficios a los empleados que trabajan 20 horas o más a la semana:",
  standardBenefits: [
    "Seguro médico, dental y de la vista desde el primer día del mes después de su contratación, con primas bajas para usted y su familia",
    "Tiempo libre pagado generoso, además de diez días feriados pagados",
    "Plan de jubilación 403(b) con una aportación del empleador del 4 por ciento",
    "Puede calificar para la Condonación de Préstamos por Servicio Público (PSLF) del gobierno federal y, en los puestos que califican, para el pago de préstamos del National Health Service Corps",
    "Tiempo pagado para educación continua y una cantidad anual para capacitación",
    "Capacitación gratis como intérprete y un pago adicional por ser bilingüe",
  ],
  equalOpportunity:
    "{{brand}} es un empleador que ofrece igualdad de oportunidades. Animamos especialmente a presentar su solicitud a personas de color, inmigrantes, personas con discapacidades, personas LGBTQ+, veteranos y personas que conocen por experiencia propia las comunidades que atendemos.",
};

export const jobs = {
  618: {
    title: "Intérprete médico(a) de español",
    description: jobDescription(
      {
        about: `<p>Ayude a los pacientes y a los proveedores a entenderse. Buscamos un(a) intérprete médico(a) de español a medio tiempo para trabajar 24 horas a la semana en la Clínica Familiar Riverside, sobre todo en nuestra clínica nocturna, de 2 a 8 p.m., de lunes a jueves.</p>`,
        responsibilities: [
          "Interpretar de forma fiel y completa en las consultas médicas, dentales y de salud conductual",
          "Interpretar llamadas telefónicas, incluidos resultados de análisis e indicaciones de cuidado",
          "Hacer traducciones a la vista de formularios e indicaciones",
          "Ayudar al personal a entender el contexto cultural de los pacientes cuando sea necesario",
        ],
        qualifications: [
          "Credencial de Oregon de intérprete de atención médica certificado o calificado, o disposición para obtenerla en un plazo de seis meses (capacitación pagada)",
          "Dominio del español y del inglés como lengua materna o casi materna",
          "Conocimiento de la terminología médica",
          "Compromiso con la confidencialidad y con el código de ética del intérprete",
        ],
      },
      spanish,
    ),
  },
  624: {
    title: "Especialista en alcance e inscripción",
    description: jobDescription(
      {
        about: `<p>Ayude a sus vecinos a conseguir y conservar un seguro médico. Con base en el Centro Dental y de Visión Eastside, y con horario fijo en Main Street y en eventos de la comunidad, usted ayudará a las personas a solicitar el Plan de Salud de Oregon, los Programas de Ahorros de Medicare, los seguros del mercado y nuestra escala de pago según ingresos.</p>`,
        responsibilities: [
          "Ayudar a pacientes y miembros de la comunidad a llenar solicitudes y renovaciones de cobertura",
          "Explicar con palabras sencillas las opciones de planes, los costos y los beneficios",
          "Atender sin cita en clínicas, bibliotecas y bancos de alimentos",
          "Dar seguimiento a los pacientes que están en riesgo de perder su cobertura",
          "Llevar el registro de los resultados de inscripción para los informes de subvenciones",
        ],
        qualifications: [
          "Consejero certificado de solicitudes del Mercado de Seguros Médicos de Oregon, o disposición para certificarse en un plazo de 60 días",
          "Un año de experiencia en servicio al cliente, servicios sociales o atención médica",
          "Persona paciente, organizada y detallista",
          "Se dará preferencia a personas bilingües en vietnamita, español, ruso, somalí o árabe",
        ],
      },
      spanish,
    ),
  },
  623: {
    title: "Enfermero(a) práctico(a) con licencia (LPN)",
    description: jobDescription(
      {
        about: `<p>El Centro de Salud Main Street va a sumar un(a) enfermero(a) práctico(a) con licencia a sus ocupados equipos de atención primaria y pediatría. Usted pondrá vacunas, apoyará las consultas del mismo día y ayudará a los pacientes a cuidar su salud entre una cita y otra, con turnos de sábado más o menos una vez al mes.</p>`,
        responsibilities: [
          "Poner vacunas, inyecciones y medicamentos según las órdenes médicas",
          "Hacer consultas de enfermería para tomar la presión, curar heridas y lavar oídos",
          "Clasificar a los pacientes que llegan sin cita, bajo la supervisión de un enfermero registrado (RN)",
          "Apoyar las clínicas de vacunación y llevar el inventario de vacunas",
          "Enseñar a los pacientes sobre sus medicamentos y su autocuidado",
        ],
        qualifications: [
          "Licencia activa de LPN en Oregon",
          "Certificación vigente de soporte vital básico (BLS)",
          "Se prefiere un año de experiencia clínica; los recién graduados también pueden presentar su solicitud",
          "Se prefiere que sea bilingüe en español e inglés o en ruso e inglés",
        ],
        perks: ["Ayuda con la colegiatura para programas de LPN a RN"],
      },
      spanish,
    ),
  },
  622: {
    title: "Recepcionista suplente (temporal)",
    description: jobDescription(
      {
        about: `<p>Buscamos a una persona amable y organizada para cubrir turnos en la recepción del Centro Dental y de Visión Eastside durante unos seis meses, con algunos turnos en otras clínicas. Este puesto temporal es de tiempo completo y es una muy buena forma de empezar una carrera en la administración de servicios de salud.</p>`,
        responsibilities: [
          "Registrar la llegada y la salida de los pacientes, y verificar sus seguros dentales y de la vista",
          "Hacer citas dentales y de exámenes de la vista",
          "Contestar el teléfono y ayudar a los pacientes con las solicitudes de la escala de pago según ingresos",
          "Cubrir turnos los sábados por la mañana dos veces al mes",
        ],
        qualifications: [
          "Diploma de preparatoria o GED",
          "Experiencia en servicio al cliente",
          "Transporte confiable para cubrir otras clínicas cuando se necesite",
          "Ser bilingüe es una ventaja",
        ],
        benefitsNote:
          "Los empleados temporales reciben días de enfermedad pagados y pago en días feriados, y pueden recibir seguro médico después de 60 días. Muchos de nuestros empleados temporales pasan después a puestos permanentes.",
      },
      spanish,
    ),
  },
  621: {
    title: "Médico(a) de familia suplente (locum tenens)",
    description: jobDescription(
      {
        about: `<p>Buscamos un médico de familia suplente (locum tenens) para cubrir la Clínica Rural Millbrook de enero a junio de 2027, mientras uno de nuestros médicos está de licencia. El horario es de tres o cuatro días a la semana, y podemos conseguir vivienda cerca de la clínica.</p>`,
        responsibilities: [
          "Dar atención ambulatoria de medicina familiar a niños y adultos",
          "Supervisar y asesorar a la enfermera practicante familiar de la clínica",
          "Completar la documentación en nuestro expediente médico electrónico en un plazo de 24 horas",
        ],
        qualifications: [
          "MD o DO, con certificación de la junta en medicina familiar",
          "Licencia médica de Oregon activa y sin restricciones, y registro ante la DEA",
          "Por lo menos dos años de experiencia en atención ambulatoria",
        ],
        benefitsNote:
          "Este es un puesto de contratista independiente, con una tarifa diaria competitiva y cobertura por negligencia médica a través de la Ley Federal de Reclamaciones por Agravios (Federal Tort Claims Act). Hay ayuda para viaje y alojamiento. Los contratistas no reciben los beneficios de los empleados.",
      },
      spanish,
    ),
  },
  620: {
    title: "Especialista en apoyo de pares",
    description: jobDescription(
      {
        about: `<p>Su propia historia de recuperación puede iluminar el camino de otra persona. En el Centro de Recuperación y Bienestar Harbor Street, los especialistas en apoyo de pares acompañan a los pacientes en los primeros días de su recuperación y les ayudan a seguir conectados con su atención y a construir la vida que quieren vivir.</p>`,
        responsibilities: [
          "Recibir a los pacientes en su primera cita y mantenerse en contacto durante el inicio de su recuperación",
          "Acompañar a los pacientes a citas, audiencias en la corte y entrevistas de vivienda",
          "Dirigir junto con otra persona grupos de apoyo para la recuperación",
          "Conectar a los pacientes con reuniones de ayuda mutua y recursos de la comunidad",
          "Compartir su experiencia para dar esperanza, dentro de los límites profesionales",
        ],
        qualifications: [
          "Experiencia propia de recuperación del consumo de sustancias, con por lo menos dos años seguidos en recuperación",
          "Certificación de Oregon como Especialista en Apoyo de Pares o Mentor de Recuperación de Pares, o disposición para completarla en un plazo de seis meses (capacitación pagada)",
          "Licencia de manejo vigente",
          "Diploma de preparatoria o GED",
        ],
      },
      spanish,
    ),
  },
  619: {
    title: "Pediatra",
    description: jobDescription(
      {
        about: `<p>Buscamos un pediatra que reparta su tiempo entre el Centro de Salud Escolar Lincoln y la Clínica Familiar Riverside. Se unirá a un equipo de dos pediatras y varios médicos de familia, y atenderá a niños y adolescentes en un lugar donde los servicios médicos, dentales, de salud conductual y de nutrición están todos en el mismo pasillo.</p>`,
        responsibilities: [
          "Dar atención de niño sano, por enfermedad y de seguimiento a pacientes desde el nacimiento hasta los 21 años",
          "Ofrecer servicios confidenciales de salud para adolescentes",
          "Tratar el asma, el TDAH, la obesidad y otras enfermedades crónicas",
          "Trabajar con los enfermeros y consejeros escolares en los planes de salud de los estudiantes",
          "Dirigir o apoyar la mejora de la calidad en la vacunación infantil y las revisiones del desarrollo",
        ],
        qualifications: [
          "MD o DO y una residencia acreditada en pediatría terminada",
          "Certificación de la junta en pediatría, o elegibilidad para obtenerla",
          "Licencia médica de Oregon activa, o elegibilidad para obtenerla",
          "Hablar español con fluidez es una gran ventaja",
        ],
        perks: ["Bono de contratación de $20,000", "Sin guardias de hospital ni de noche"],
      },
      spanish,
    ),
  },
} satisfies Translations<JobOpening>;
