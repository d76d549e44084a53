/** @module Demo CMS seed, Spanish: the four care teams, keyed by `post_name`. */
import type { Team } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

export const teams = {
  "primary-care-team": {
    nav_title: "Atención primaria",
    title: "Equipo de atención primaria",
    purpose: `<p>El equipo de atención primaria es el corazón de {{brand}}. Nuestros médicos, enfermeros practicantes, asociados médicos (PA), enfermeros, farmacéuticos, dietistas y optometristas trabajan juntos para que cada paciente tenga un hogar médico: un equipo que conoce su historia y coordina toda su atención.</p>
<p>Creemos que la buena atención médica empieza por escuchar. Nuestros proveedores se toman el tiempo de entender lo que más le importa a usted, ya sea mantener estable su azúcar en la sangre, volver al trabajo después de una lesión o ayudar a su adolescente a sentirse seguro en el consultorio. Hablamos muchos idiomas, y los intérpretes siempre son gratis.</p>
<p>Los miembros del equipo atienden pacientes en todas nuestras clínicas, con horario de noche en <a href="/es/locations/riverside">Riverside</a> y los sábados por la mañana en <a href="/es/locations/main-street">Main Street</a>. Conozca más sobre la <a href="/es/services/primary-care">atención primaria</a>, la <a href="/es/services/pediatrics">pediatría</a> y la <a href="/es/services/womens-health">salud de la mujer</a>.</p>`,
    image: {
      src: "/wp-content/uploads/teams/primary-care-team.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de una doctora, un enfermero y una farmacéutica de pie juntos",
    },
  },
  "dental-team": {
    nav_title: "Atención dental",
    title: "Equipo dental",
    purpose: `<p>El equipo dental hace posible una atención dental de calidad para personas que muchas veces se han quedado sin ella. Nuestros dentistas, higienistas y asistentes dentales atienden a más de 9,000 pacientes al año, desde niños pequeños en su primer chequeo hasta personas mayores que estrenan dentadura postiza.</p>
<p>Muchos de nuestros pacientes llegan con dolor o con vergüenza por sus dientes. Recibimos a todos con amabilidad y sin juzgar, explicamos las opciones con palabras sencillas y hacemos un plan de tratamiento que se ajuste a su presupuesto. Nuestro programa de selladores en las escuelas lleva atención preventiva a miles de estudiantes de Cedar Hollow y Millbrook cada año.</p>
<p>Encuéntrenos en el <a href="/es/locations/eastside-dental">Centro Dental y de Visión Eastside</a>, en la <a href="/es/locations/riverside">Clínica Familiar Riverside</a> y en el <a href="/es/locations/lincoln-school">Centro de Salud Escolar Lincoln</a>, o lea más sobre nuestros <a href="/es/services/dental">atención dental</a>.</p>`,
    image: {
      src: "/wp-content/uploads/teams/dental-team.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de un dentista y una higienista junto a un diente grande",
    },
  },
  "behavioral-health-team": {
    nav_title: "Salud conductual",
    title: "Equipo de salud conductual",
    purpose: `<p>El equipo de salud conductual apoya el bienestar emocional de nuestros pacientes y de la comunidad. Psicólogos, trabajadores sociales clínicos, consejeros, enfermeros practicantes psiquiátricos, especialistas en medicina de las adicciones y consejeros en alcohol y drogas trabajan lado a lado con los proveedores médicos, para que la salud mental sea parte de la atención de todos los días.</p>
<p>Ofrecemos consultas cortas el mismo día, terapia continua, psiquiatría, programas en grupo y tratamiento para el consumo de sustancias. Nuestra forma de trabajar tiene en cuenta el trauma y respeta cada cultura: preguntamos qué le pasó, no qué tiene de malo, y valoramos las fortalezas que cada persona trae.</p>
<p>Los miembros del equipo atienden pacientes en cinco de nuestras clínicas y por telesalud. Conozca más sobre la <a href="/es/services/behavioral-health">salud conductual</a> y el <a href="/es/services/substance-use-treatment">tratamiento para el consumo de sustancias</a>, o visite el <a href="/es/locations/harbor-street">Centro de Recuperación y Bienestar Harbor Street</a>.</p>`,
    image: {
      src: "/wp-content/uploads/teams/behavioral-health-team.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de una consejera y un paciente conversando en dos sillas",
    },
  },
  "community-outreach-team": {
    nav_title: "Alcance comunitario",
    title: "Equipo de alcance comunitario",
    purpose: `<p>La salud empieza donde vivimos, trabajamos, estudiamos y jugamos. El equipo de alcance comunitario lleva a {{brand}} fuera del consultorio y hasta los vecindarios, las granjas, las escuelas, los albergues y los lugares de culto de Cedar Hollow y del valle alto.</p>
<p>Nuestros trabajadores comunitarios de salud, especialistas en alcance e inscripción y enfermeros de salud comunitaria ayudan a las personas a inscribirse en el Plan de Salud de Oregon y en otros seguros, a encontrar recursos de comida y vivienda, a llegar a sus citas y a entender su atención. Muchos de nosotros crecimos en las comunidades que atendemos y hablamos los idiomas que nuestros vecinos hablan en casa.</p>
<p>El equipo también maneja nuestra clínica móvil, el alcance a trabajadores agrícolas de temporada, las ferias de salud y las clínicas de vacunación. Si su grupo quiere una visita, <a href="/es/contact-us">comuníquese con nosotros</a> y buscaremos un horario que le funcione.</p>`,
    image: {
      src: "/wp-content/uploads/teams/community-outreach-team.webp",
      width: 800,
      height: 500,
      alt: "Ilustración de trabajadores de alcance junto a una camioneta de clínica móvil",
    },
  },
} satisfies Translations<Team>;
