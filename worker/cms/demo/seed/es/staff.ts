/**
 * @module Demo CMS seed, Spanish: the staff of the Main Street Health Center, keyed by `id`, and the
 * role of everyone else. The biographies of staff who do not see patients at Main Street are left in
 * English on purpose; their roles are not, since a patient chooses a provider by them.
 */
import type { CmsImage, StaffMember } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

/** Builds the avatar image record for a staff member, with a Spanish description. */
function photo(slug: string, name: string): CmsImage {
  return {
    src: `/wp-content/uploads/staff/${slug}.webp`,
    width: 400,
    height: 400,
    alt: `Retrato ilustrado de ${name}`,
  };
}

export const staff = {
  401: {
    role: "Directora médica, medicina familiar",
    photo: photo("maria-gonzalez", "Maria Gonzalez"),
    languages: ["inglés", "español"],
    bio: `<p>La Dra. Maria Gonzalez practica la medicina familiar en {{brand}} desde 2009 y es Directora Médica desde 2019. Creció en Woodburn, hija de trabajadores agrícolas, y decidió ser médica después de traducir para sus padres en las citas médicas cuando era niña.</p>
<p>Se graduó de medicina en Oregon Health &amp; Science University e hizo su residencia en medicina familiar en Seattle. Sus intereses clínicos incluyen el control de la diabetes, la atención prenatal y asegurarse de que los pacientes que hablan español reciban la misma calidad de atención que todos los demás.</p>
<p>Fuera de la clínica, la Dra. Gonzalez entrena al equipo de fútbol de su hija y poco a poco está aprendiendo a hornear pan que no le salga aplastado.</p>`,
  },
  402: {
    role: "Médico de familia",
    photo: photo("david-nguyen", "David Nguyen"),
    languages: ["inglés", "vietnamita"],
    bio: `<p>El Dr. David Nguyen es un médico de familia que reparte su tiempo entre Main Street y nuestra Clínica Rural Millbrook. Le encanta la variedad de la medicina familiar: en un solo día puede atender a un recién nacido, acomodar un dedo fracturado y ayudar a una persona mayor a controlar su insuficiencia cardíaca.</p>
<p>El Dr. Nguyen estudió en Western University of Health Sciences en Lebanon, Oregon, e hizo una residencia en medicina familiar rural en Klamath Falls. Como médico osteópata, a veces usa tratamiento con las manos para el dolor de espalda y de cuello.</p>
<p>Habla vietnamita con sus pacientes y con su abuela, y pasa los fines de semana pescando en el río Santiam.</p>`,
  },
  404: {
    role: "Pediatra",
    photo: photo("samuel-okafor", "Samuel Okafor"),
    languages: ["inglés"],
    bio: `<p>El Dr. Samuel Okafor es pediatra en el Centro de Salud Main Street y en el Centro de Salud Escolar Lincoln. Atiende a niños desde el nacimiento hasta los 21 años y tiene un interés especial en el asma y en ayudar a los niños con TDAH a salir adelante en la escuela.</p>
<p>El Dr. Okafor estudió medicina en la Universidad de Michigan e hizo su residencia en pediatría en el Doernbecher Children's Hospital de Portland. Cree que la mejor atención pediátrica sucede cuando los padres se sienten escuchados, así que siempre le pregunta qué es lo que más le preocupa antes de terminar la cita.</p>
<p>Es padre de tres hijos, toca el ukulele con más entusiasmo que talento y cliente fijo del mercado de los sábados de Cedar Hollow.</p>`,
  },
  405: {
    role: "Asociada médica (PA)",
    photo: photo("elena-petrova", "Elena Petrova"),
    languages: ["inglés", "ruso"],
    bio: `<p>Elena Petrova es asociada médica (PA) certificada en el Centro de Salud Main Street, donde atiende a pacientes tanto de atención primaria continua como de consultas del mismo día, incluso en nuestra clínica de los sábados por la mañana.</p>
<p>Elena nació en San Petersburgo y se mudó a Oregon con su familia a los diez años. Estudió en Pacific University y trabajó en atención de urgencias antes de llegar a {{brand}} en 2018. Le gusta ayudar a los pacientes con presión alta y colesterol alto a encontrar planes de tratamiento que puedan seguir.</p>
<p>En su tiempo libre, Elena sale de excursión por la cordillera de las Cascadas con Boris, su perro adoptado.</p>`,
  },
  406: {
    role: "Enfermera partera certificada",
    photo: photo("jennifer-whitehorse", "Jennifer Whitehorse"),
    languages: ["inglés"],
    bio: `<p>Jennifer Whitehorse es una enfermera partera certificada que ofrece atención prenatal, anticonceptivos, exámenes anuales y atención de la menopausia en Main Street y Millbrook. Atiende partos en el Cedar Hollow Community Hospital.</p>
<p>Jennifer es partera desde hace quince años y ha recibido a más de mil bebés. Es miembro de las Tribus Confederadas de los Indios Siletz y trabaja para que la atención del embarazo respete las tradiciones de cada familia.</p>
<p>Vive en una pequeña granja en las afueras de Millbrook con su esposo, sus dos hijos adolescentes y unas gallinas con mucho carácter.</p>`,
  },
  407: {
    role: "Farmacéutico clínico",
    photo: photo("kevin-tran", "Kevin Tran"),
    languages: ["inglés", "vietnamita"],
    bio: `<p>El Dr. Kevin Tran es un farmacéutico clínico que atiende a pacientes en Main Street y Harbor Street. Ayuda a las personas que toman muchas medicinas, que van a empezar a usar insulina o que tienen efectos secundarios, y trabaja con los proveedores para simplificar las listas de medicamentos complicadas.</p>
<p>Kevin obtuvo su doctorado en farmacia en Oregon State University. Dirige nuestro programa de ahorro en recetas y siempre busca formas de bajar los costos para los pacientes sin seguro.</p>
<p>Cuando no está en la farmacia, Kevin juega bádminton y es voluntario en el festival del Año Nuevo Lunar del Centro Comunitario Vietnamita.</p>`,
  },
  409: {
    role: "Enfermera gestora de casos",
    photo: photo("rosa-delgado", "Rosa Delgado"),
    languages: ["inglés", "español"],
    bio: `<p>Rosa Delgado es enfermera registrada y gestora de casos en el Centro de Salud Main Street. Trabaja con pacientes que estuvieron en el hospital hace poco o que tienen varias enfermedades crónicas: hace llamadas de seguimiento, organiza visitas a domicilio y se asegura de que nada se quede sin atender.</p>
<p>Rosa empezó en {{brand}} como asistente clínica en 2007 y estudió enfermería por las noches mientras criaba a sus dos hijos. Ha recibido dos veces nuestro premio Defensora del Paciente.</p>
<p>Lo que más le gusta a Rosa de su trabajo es el momento en que un paciente le dice que por fin entiende su plan para la diabetes.</p>`,
  },
  412: {
    role: "Optometrista",
    photo: photo("hannah-olsen", "Hannah Olsen"),
    languages: ["inglés"],
    bio: `<p>La Dra. Hannah Olsen es una optometrista que dirige nuestro programa de la vista en el Centro Dental y de Visión Eastside y atiende a pacientes en Main Street todos los miércoles. Hace exámenes de la vista a niños y adultos, revisiones de los ojos para personas con diabetes y atiende problemas comunes de los ojos.</p>
<p>La Dra. Olsen se graduó de Pacific University College of Optometry. Empezó nuestro programa de anteojos gratis para niños después de conocer a una niña de tercer grado que llevaba dos años batallando para leer el pizarrón.</p>
<p>Le apasiona observar aves y puede reconocer por su canto a la mayoría de los pájaros cantores de Oregon.</p>`,
  },
  413: {
    role: "Dietista registrado",
    photo: photo("marcus-bell", "Marcus Bell"),
    languages: ["inglés"],
    bio: `<p>Marcus Bell es un dietista registrado que ayuda a pacientes con diabetes, enfermedades del corazón, enfermedades de los riñones y otros problemas de salud a comer bien con un presupuesto real. Atiende a pacientes en Main Street, Riverside y Lincoln School y da nuestras clases de cocina gratis cada mes.</p>
<p>Marcus estudió nutrición en Oregon State University. Trabajó en el servicio de comidas escolares antes de llegar a {{brand}}, y todavía cree que un buen almuerzo en la escuela puede cambiarle la tarde entera a un niño.</p>
<p>Cuida las matas de tomate de nuestro huerto comunitario de Main Street y tiene opiniones muy firmes sobre qué variedad hace la mejor salsa.</p>`,
  },
  420: {
    role: "Directora de salud conductual, psicóloga clínica",
    photo: photo("rachel-abrams", "Rachel Abrams"),
    languages: ["inglés"],
    bio: `<p>La Dra. Rachel Abrams es psicóloga clínica y nuestra Directora de Salud Conductual. Creó nuestro modelo de atención integrada, en el que los consultores de salud conductual trabajan en los mismos pasillos de la clínica que los proveedores médicos, para que los pacientes reciban apoyo el mismo día que lo piden.</p>
<p>La Dra. Abrams obtuvo su doctorado en Pacific University y se especializa en trauma, dolor crónico y psicología de la salud. Sigue atendiendo a pacientes en Main Street y Harbor Street y supervisa a nuestros becarios posdoctorales.</p>
<p>Es una jardinera dedicada, una golfista malísima y una defensora apasionada de que la salud mental se cubra igual que la salud física.</p>`,
  },
  422: {
    role: "Consejera profesional con licencia",
    photo: photo("ana-sofia-ramirez", "Ana Sofia Ramirez"),
    languages: ["inglés", "español"],
    bio: `<p>Ana Sofia Ramirez es una consejera profesional con licencia que atiende a niños, adolescentes y familias en el Centro de Salud Escolar Lincoln y en Main Street. Ayuda a los jóvenes con la ansiedad, el duelo, el estrés de la escuela y los retos de crecer entre dos culturas.</p>
<p>Ana Sofia obtuvo su maestría en consejería en Lewis &amp; Clark College. Ofrece terapia en inglés y en español y dirige un grupo de apoyo para padres hispanohablantes de adolescentes.</p>
<p>En el verano pinta murales con jóvenes de la zona, y uno de esos murales alegra la sala de espera de Lincoln School.</p>`,
  },
  424: {
    role: "Enfermera practicante psiquiátrica y de salud mental",
    photo: photo("emily-chen", "Emily Chen"),
    languages: ["inglés", "mandarín"],
    bio: `<p>Emily Chen es una enfermera practicante psiquiátrica y de salud mental, certificada por la junta. Evalúa y trata la depresión, la ansiedad, el trastorno bipolar, el trastorno de estrés postraumático y otros problemas con medicamentos y terapia de apoyo, en persona en Main Street y Harbor Street, y por video para los pacientes de Millbrook.</p>
<p>Emily trabajó como enfermera psiquiátrica en un hospital estatal antes de terminar su formación como enfermera practicante en OHSU. Maneja los medicamentos con cuidado y en colaboración con cada paciente, y siempre explica las opciones con palabras sencillas.</p>
<p>Habla mandarín y se relaja tejiendo suéteres para amigos que no se los pidieron.</p>`,
  },
  427: {
    role: "Trabajador comunitario de salud, alcance a trabajadores agrícolas",
    photo: photo("luis-herrera", "Luis Herrera"),
    languages: ["inglés", "español"],
    bio: `<p>Luis Herrera es un trabajador comunitario de salud certificado que dirige nuestro programa de alcance a trabajadores agrícolas. De junio a octubre, Luis y la clínica móvil visitan granjas, huertos y viveros de todo el valle alto, y llevan tomas de presión, vacunas, consejos para protegerse del calor y una cara amable.</p>
<p>Luis trabajó en el campo durante muchos años antes de llegar a {{brand}}. Ayuda a los pacientes a hacer citas, solicitar seguro médico y encontrar recursos de comida, vivienda y ayuda legal.</p>
<p>Toca la guitarra en el grupo de música de su iglesia los domingos y hace la mejor horchata del equipo.</p>`,
  },
  429: {
    role: "Especialista en alcance e inscripción",
    photo: photo("linh-vo", "Linh Vo"),
    languages: ["inglés", "vietnamita"],
    bio: `<p>Linh Vo es una especialista en alcance e inscripción que ayuda a los pacientes y a los miembros de la comunidad a solicitar y renovar el Plan de Salud de Oregon, los Programas de Ahorros de Medicare y los seguros del mercado. El año pasado, Linh ayudó a más de 1,400 personas a conseguir o conservar su seguro médico.</p>
<p>Linh es consejera certificada de solicitudes y conoce los trámites de memoria. Atiende sin cita para inscripciones en Main Street y Eastside, y visita bibliotecas y bancos de alimentos durante la inscripción abierta.</p>
<p>Habla vietnamita, le encanta el karaoke y está entrenando para su primer medio maratón.</p>`,
  },
} satisfies Translations<StaffMember>;

/**
 * The Spanish role of each staff member whose biography has no translation yet, keyed by `id`: the
 * demo CMS sends it with `role_lang: "es"` and the rest in English (docs/cms-contract.json).
 */
export const staffRoles = {
  403: "Enfermera practicante de medicina familiar",
  408: "Médica internista, directora de la Clínica de COVID Prolongado",
  410: "Enfermero practicante de medicina familiar, clínica nocturna",
  411: "Pediatra",
  414: "Director dental",
  415: "Dentista general",
  416: "Dentista pediátrica",
  417: "Higienista dental",
  418: "Higienista dental de práctica ampliada, programa escolar de selladores",
  419: "Asistente dental principal",
  421: "Trabajador social clínico con licencia",
  423: "Consejero certificado en alcohol y drogas",
  425: "Médico especialista en medicina de las adicciones",
  426: "Terapeuta matrimonial y familiar con licencia",
  428: "Trabajadora comunitaria de salud, navegadora de salud para refugiados",
  430: "Enfermera de salud comunitaria, clínica móvil",
} satisfies Record<string, string>;
