/** @module Demo CMS seed, Spanish: the six clinic locations, keyed by `post_name`. */
import type { Location } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

export const locations = {
  "main-street": {
    nav_title: "Main Street",
    title: "Centro de Salud Main Street",
    summary:
      "Nuestra clínica más grande, en el centro de Cedar Hollow, con atención primaria, pediatría, salud de la mujer, salud conductual, cuidado de la vista, nutrición y una farmacia completa, todo bajo un mismo techo.",
    content: `<p>El Centro de Salud Main Street atiende al centro de Cedar Hollow desde 1998. Hoy alberga a nuestro equipo de atención primaria más grande, una farmacia completa y una cocina de enseñanza, y detrás del edificio está nuestro huerto comunitario. Muchas familias reciben toda su atención aquí, desde las citas prenatales hasta los chequeos de los abuelos.</p>
<h2>Servicios en esta clínica</h2>
<ul>
<li>Atención primaria y pediatría, con consultas por enfermedad el mismo día</li>
<li>Salud de la mujer y atención prenatal</li>
<li>Consejería de salud conductual y psiquiatría</li>
<li>Cuidado de la vista todos los miércoles</li>
<li>Asesoría de nutrición y clases de cocina gratis</li>
<li>Farmacia con entrega local gratis</li>
<li>Laboratorio en la clínica, abierto de 8 a.m. a 5 p.m. de lunes a viernes</li>
</ul>
<h2>Cómo llegar</h2>
<p>La clínica está en la esquina de Main Street y Fourth Avenue, a una cuadra del Transit Center. Las rutas de autobús 2, 5 y 11 paran enfrente. Hay estacionamiento gratis en el lote detrás del edificio, con espacios accesibles junto a la entrada de atrás. La unidad móvil de mamografías viene al lote de atrás el segundo martes de cada mes.</p>
<p>El horario del sábado por la mañana es para consultas urgentes o del mismo día, vacunas y recogida de medicinas en la farmacia. Por favor, llame antes para que tengamos listos su expediente y un intérprete.</p>`,
    image: {
      src: "/wp-content/uploads/locations/main-street.webp",
      width: 800,
      height: 500,
      alt: "Ilustración del Centro de Salud Main Street, un edificio de dos pisos con un toldo verde",
    },
  },
  riverside: {
    nav_title: "Riverside",
    title: "Clínica Familiar Riverside",
    summary:
      "Una clínica familiar junto al Willamette Slough, abierta hasta las 8 p.m. de lunes a jueves, con atención dental y nuestra Clínica de COVID Prolongado.",
    content: `<p>La Clínica Familiar Riverside está hecha para familias ocupadas. Con citas hasta las 8 p.m. cuatro noches a la semana, puede ver a un proveedor después del trabajo o de la escuela sin perder un día de sueldo. Los equipos médico, dental y de salud conductual están en el mismo pasillo, así que es fácil recibir más de un tipo de atención en una sola visita.</p>
<h2>Servicios en esta clínica</h2>
<ul>
<li>Atención primaria y pediatría, con consultas de niño sano por la noche</li>
<li>Atención dental para niños y adultos</li>
<li>Consejería de salud conductual, incluida la terapia familiar</li>
<li>Asesoría de nutrición</li>
<li>La Clínica de COVID Prolongado, todos los martes y jueves</li>
</ul>
<h2>Cómo llegar</h2>
<p>La clínica está en River Road, al lado de Riverside Park y enfrente de la biblioteca pública. La ruta de autobús 7 para en River Road y Alder Street, a poca distancia caminando. Hay estacionamiento gratis frente al edificio y estacionamiento techado para bicicletas junto a la puerta principal.</p>
<p>El horario de la noche es con cita. Después de las 5 p.m., por favor, use la entrada principal que da al estacionamiento.</p>`,
    image: {
      src: "/wp-content/uploads/locations/riverside.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de la Clínica Familiar Riverside junto a un río con árboles",
    },
  },
  "eastside-dental": {
    nav_title: "Dental y Visión Eastside",
    title: "Centro Dental y de Visión Eastside",
    summary:
      "Nuestro centro dedicado a la atención dental y de los ojos en East Pine Avenue, con doce sillas dentales, una óptica y citas los sábados por la mañana.",
    content: `<p>El Centro Dental y de Visión Eastside abrió en 2012 para responder a una de las mayores necesidades de nuestra comunidad: atención dental a un precio accesible. Después de crecer en 2025, tiene doce sillas dentales, dos cuartos para exámenes de la vista y una óptica con armazones de bajo costo para niños y adultos.</p>
<h2>Servicios en esta clínica</h2>
<ul>
<li>Exámenes dentales, limpiezas, empastes, extracciones y dentaduras postizas</li>
<li>Odontología para niños y selladores</li>
<li>Citas dentales urgentes cada mañana de lunes a viernes</li>
<li>Exámenes de la vista, anteojos y revisión de los ojos para personas con diabetes</li>
</ul>
<h2>Cómo llegar</h2>
<p>Estamos en el centro comercial Eastgate Plaza, en East Pine Avenue, entre el supermercado y la oficina de correos. La ruta de autobús 4 para frente a la plaza. La plaza tiene mucho estacionamiento gratis, y nuestra entrada no tiene escalones.</p>
<p>Los sábados por la mañana son para limpiezas y chequeos de personas que no pueden venir entre semana. Las citas del sábado se llenan rápido, así que haga su cita con unas semanas de anticipación.</p>`,
    image: {
      src: "/wp-content/uploads/locations/eastside-dental.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de la fachada del Centro Dental y de Visión Eastside",
    },
  },
  "harbor-street": {
    nav_title: "Harbor Street",
    title: "Centro de Recuperación y Bienestar Harbor Street",
    summary:
      "Tratamiento para el consumo de sustancias, salud conductual, atención primaria y farmacia en un edificio acogedor cerca del antiguo puerto, con horario sin cita cada mañana de lunes a viernes.",
    content: `<p>El Centro de Recuperación y Bienestar Harbor Street abrió en marzo de 2025 en una antigua fábrica de conservas renovada, cerca del viejo puerto. Reúne el tratamiento de las adicciones, la consejería, la atención primaria y una farmacia, para que las personas en recuperación puedan cuidar toda su salud en un solo lugar.</p>
<h2>Servicios en esta clínica</h2>
<ul>
<li>Medicamentos para el trastorno por consumo de opioides y de alcohol, que puede empezar el mismo día</li>
<li>Consejería individual y en grupo, y apoyo de pares</li>
<li>Atención de salud conductual y psiquiatría</li>
<li>Atención primaria, tratamiento de la hepatitis C y vacunas</li>
<li>Farmacia, con naloxona y tiras para detectar fentanilo gratis</li>
</ul>
<h2>Horario sin cita</h2>
<p>No necesita cita para empezar. Venga entre las 7 y las 10 a.m. de lunes a viernes, o entre las 8 y las 11 a.m. los sábados, y alguien de nuestro equipo se reunirá con usted el mismo día.</p>
<h2>Cómo llegar</h2>
<p>El centro está al final de Harbor Street, junto al sendero del malecón. Las rutas de autobús 2 y 9 paran en Harbor Street y Front Street. El estacionamiento es gratis en el lote de grava del lado norte del edificio.</p>`,
    image: {
      src: "/wp-content/uploads/locations/harbor-street.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de un edificio de ladrillo renovado junto al agua, con un bote pequeño",
    },
  },
  "lincoln-school": {
    nav_title: "Lincoln School",
    title: "Centro de Salud Escolar Lincoln",
    summary:
      "Un centro de salud dentro de Lincoln Middle School que ofrece atención médica, dental, consejería y nutrición a los estudiantes, sus familias y sus vecinos.",
    content: `<p>El Centro de Salud Escolar Lincoln es una clínica completa dentro de Lincoln Middle School, administrada por {{brand}} junto con el Distrito Escolar de Cedar Hollow. Los estudiantes pueden ver a un proveedor durante el día escolar sin perder más de una clase, y los padres no tienen que faltar al trabajo.</p>
<h2>Quién se puede atender aquí</h2>
<p>Cualquier estudiante del Distrito Escolar de Cedar Hollow, sus hermanos y hermanas, y sus padres o tutores pueden usar la clínica. Los vecinos de todas las edades también son bienvenidos. Los estudiantes no necesitan seguro, y a nadie se le cobra por servicios que no puede pagar.</p>
<h2>Servicios en esta clínica</h2>
<ul>
<li>Consultas por enfermedad, exámenes deportivos y vacunas</li>
<li>Chequeos dentales, limpiezas y selladores</li>
<li>Consejería para el estrés, la ansiedad, el acoso escolar y el duelo</li>
<li>Asesoría de nutrición</li>
<li>Servicios confidenciales de salud para adolescentes, según lo permite la ley de Oregon</li>
</ul>
<h2>Cómo llegar</h2>
<p>Use la entrada propia de la clínica, en el lado este de la escuela, frente a Lincoln Avenue. Los visitantes no tienen que registrarse en la oficina de la escuela. La clínica sigue el calendario escolar y cierra durante las vacaciones de invierno y dos semanas en agosto.</p>`,
    image: {
      src: "/wp-content/uploads/locations/lincoln-school.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de Lincoln Middle School con un campanario y una bandera",
    },
  },
  millbrook: {
    nav_title: "Millbrook",
    title: "Clínica Rural Millbrook",
    summary:
      "Una clínica de pueblo que atiende a Millbrook y a las granjas de los alrededores con medicina familiar, salud de la mujer, pediatría y consejería.",
    content: `<p>La Clínica Rural Millbrook cuida a las familias de Millbrook y de las granjas del valle alto desde hace más de veinte años. La clínica volvió a abrir en marzo de 2026 después de una renovación que agregó dos cuartos de examen, un cuarto privado de consejería y una sala de telesalud.</p>
<h2>Servicios en esta clínica</h2>
<ul>
<li>Medicina familiar para todas las edades, con consultas por enfermedad el mismo día</li>
<li>Atención prenatal y de salud de la mujer con nuestra enfermera partera certificada</li>
<li>Pediatría y exámenes físicos para la escuela</li>
<li>Consejería en persona y psiquiatría por video</li>
<li>Alcance de salud para trabajadores agrícolas, en español, durante toda la temporada de cosecha</li>
</ul>
<h2>Cómo llegar</h2>
<p>La clínica está en Depot Road, enfrente del Millbrook Grange Hall, a unos quince minutos del centro de Cedar Hollow por la Highway 22. El autobús Valley Connector para en el Grange Hall cuatro veces al día. Hay estacionamiento gratis al lado del edificio.</p>
<p>Nuestra clínica móvil visita granjas y lugares de trabajo en todo el valle de junio a octubre. Pregunte en la recepción por el calendario de este mes.</p>`,
    image: {
      src: "/wp-content/uploads/locations/millbrook.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de una pequeña clínica rural entre colinas verdes y pinos",
    },
  },
} satisfies Translations<Location>;
