/** @module Demo CMS seed, Spanish: the STAR giving page and all STAR events (events keyed by `id`). */
import type { CmsImage, StarEvent, StarPage } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

const gala: CmsImage = {
  src: "/wp-content/uploads/star/gala.webp",
  width: 1200,
  height: 630,
  alt: "Ilustración de una noche de fiesta con luces colgantes y copas levantadas",
};
const funRun: CmsImage = {
  src: "/wp-content/uploads/star/fun-run.webp",
  width: 1200,
  height: 630,
  alt: "Ilustración de corredores en un sendero del parque entre pinos",
};
const giving: CmsImage = {
  src: "/wp-content/uploads/star/giving.webp",
  width: 1200,
  height: 630,
  alt: "Ilustración de unas manos abiertas que sostienen un corazón rodeado de estrellas",
};

export const star = {
  title: "Acerca de STAR",
  summary:
    "STAR es el programa de donativos de {{brand}}. Los donativos cubren lo que los seguros y las subvenciones no alcanzan a pagar.",
  tagline: "Cada donativo ayuda a un vecino a recibir la atención que necesita, sin importar su situación.",
  goal_text:
    "Nuestra meta para 2027: recaudar $750,000 para pagar 1,500 tratamientos dentales, 2,000 recetas y 6,000 viajes a citas médicas para pacientes que de otra forma no podrían pagarlos.",
  content: `<p><strong>STAR (Supporting Tomorrow's Access to Resources, o Apoyo al Acceso a los Recursos del Mañana)</strong> es el programa de donativos de {{brand}}. Nuestras clínicas atienden a todos, tengan o no seguro y puedan o no pagar. Las subvenciones federales y los seguros cubren gran parte de esa atención, pero no toda. Los donantes de STAR cubren lo que falta, para que ningún paciente se quede sin dentadura postiza, sin medicinas, sin transporte al médico o sin una comida saludable.</p>
<h2>Cómo se usa su donativo</h2>
<ul>
<li><strong>Fondo de Acceso Dental:</strong> coronas, tratamientos de conducto y dentaduras postizas para pacientes sin seguro, tratamientos que nuestra escala de pago según ingresos no puede cubrir por completo.</li>
<li><strong>Fondo de Ayuda para Recetas:</strong> insulina, inhaladores, medicinas para el corazón y otras recetas para pacientes que no las pueden pagar.</li>
<li><strong>Fondo de Transporte a Citas Médicas:</strong> pases de autobús, tarjetas de gasolina y transporte a las citas, sobre todo para pacientes del campo y personas mayores.</li>
<li><strong>La Comida como Medicina:</strong> despensas de comida en las clínicas, el huerto comunitario de Main Street y clases de cocina gratis.</li>
<li><strong>Clínicas móviles:</strong> atención sobre ruedas para granjas, albergues y escuelas rurales.</li>
<li><strong>Donde más se necesite:</strong> donativos flexibles que nos permiten responder rápido, como cuando dimos filtros de aire gratis durante la temporada de incendios forestales.</li>
</ul>
<p>El año pasado, los donantes de STAR dieron más de $610,000. Noventa y un centavos de cada dólar fueron directamente a programas para pacientes.</p>
<h2>Niveles de donativo</h2>
<p>Cada donativo cuenta, y agradecemos donativos de cualquier cantidad. Reconocemos en nuestro informe anual a los donantes que dan en los siguientes niveles durante el año, a menos que prefieran quedar en el anonimato:</p>
<ul>
<li><strong>Chispa (Spark)</strong> ($100 a $499): cubre un mes de insulina para un paciente sin seguro.</li>
<li><strong>Faro (Beacon)</strong> ($500 a $999): da un par de anteojos y un examen de la vista a cinco niños.</li>
<li><strong>Constelación (Constellation)</strong> ($1,000 a $4,999): paga una dentadura postiza completa. Incluye una invitación a nuestra recepción de donantes en primavera.</li>
<li><strong>Estrella Polar (North Star)</strong> ($5,000 a $9,999): paga un mes de visitas de la clínica móvil a familias de trabajadores agrícolas. Incluye un recorrido por las áreas internas de la clínica.</li>
<li><strong>Galaxia (Galaxy)</strong> ($10,000 o más): sostiene un programa por un año. Incluye reconocimiento en el muro de donantes del Centro de Salud Main Street.</li>
</ul>
<h2>Sea una Estrella Brillante</h2>
<p>Los donantes mensuales, nuestras <em>Estrellas Brillantes (Shining Stars)</em>, nos dan un apoyo constante con el que podemos contar todo el año. Un donativo de $25 al mes paga una limpieza dental para un adulto sin seguro cada mes. Puede cambiar o cancelar su donativo mensual cuando quiera.</p>
<h2>Otras formas de dar</h2>
<ul>
<li>Asista a uno de nuestros <a href="/es/star-events">eventos de STAR</a> o patrocínelo.</li>
<li>Haga un donativo en honor o en memoria de alguien especial.</li>
<li>Pregunte a su empleador si aporta una cantidad igual a los donativos de sus empleados (donativos equivalentes) o si tiene un programa de donativos en el trabajo.</li>
<li>Done por medio de un fondo asesorado por el donante, con acciones o con una distribución caritativa calificada de su cuenta IRA.</li>
<li>Incluya a {{brand}} en su testamento o en su plan patrimonial.</li>
<li>Sea voluntario en el huerto comunitario o en los eventos de STAR.</li>
</ul>
<p>{{brand}} es una organización sin fines de lucro 501(c)(3), y los donativos son deducibles de impuestos hasta donde lo permite la ley. ¿Listo para ayudar? Visite nuestra <a href="/es/donate">página de donativos</a> o <a href="/es/contact-us">comuníquese con nosotros</a> para hablar con nuestro equipo de recaudación de fondos sobre el tipo de donativo adecuado para usted.</p>`,
  image: giving,
} satisfies Partial<StarPage>;

export const starEvents = {
  701: {
    title: "Gala de Invierno STAR 2026",
    summary:
      "Nuestra noche más especial de cena, música y generosidad, que este año recauda fondos para el nuevo Fondo de Acceso Dental.",
    description: `<p>Acompañe a trescientos amigos y vecinos en la decimotercera Gala de Invierno STAR, el evento de recaudación de fondos más grande del año de {{brand}}. Cada dólar que se recaude este año apoya nuestro nuevo <strong>Fondo de Acceso Dental</strong>, que paga coronas, tratamientos de conducto y dentaduras postizas para pacientes sin seguro.</p>
<h3>La noche</h3>
<ul>
<li>5:30 p.m. Recepción de bienvenida con vino y sidra locales y bocadillos</li>
<li>6:30 p.m. Cena de tres tiempos con productos de granjas del Valle de Willamette</li>
<li>7:30 p.m. Historias de pacientes y la subasta con paleta “Fund-a-Need” para una necesidad específica</li>
<li>8:15 p.m. Baile con el Cedar Hollow Jazz Collective; la subasta silenciosa cierra a las 9 p.m.</li>
</ul>
<p>Los boletos individuales cuestan $150 y las mesas para ocho personas cuestan desde $1,200. Se sugiere vestimenta de cóctel, pero nunca es obligatoria. El Riverfront Pavilion es totalmente accesible, y hay comidas vegetarianas, veganas, halal y sin gluten si las pide.</p>`,
    image: gala,
  },
  702: {
    title: "Subasta de Arte Heart of the Valley",
    summary:
      "Una exposición y subasta nocturna de obras de artistas de la región, pacientes y personal, a beneficio de nuestros programas de salud conductual.",
    description: `<p>El arte sana. En esta temporada de San Valentín, la Subasta de Arte Heart of the Valley reúne más de sesenta pinturas, grabados, piezas de cerámica, fotografías y tejidos donados por artistas de la región, junto con una colección especial creada por pacientes de nuestros grupos de arte de salud conductual.</p>
<p>Lo que se recaude apoya la consejería para pacientes sin seguro, nuestros programas de salud mental para adolescentes en el Centro de Salud Escolar Lincoln y la terapia de arte en grupo en el Centro de Recuperación y Bienestar Harbor Street.</p>
<h3>Detalles del evento</h3>
<ul>
<li>La exposición y la subasta silenciosa abren a las 6 p.m.</li>
<li>La subasta en vivo de doce obras destacadas empieza a las 7:30 p.m.</li>
<li>Bocadillos y postres de panaderías de Cedar Hollow</li>
<li>La entrada cuesta $40, o $15 para estudiantes y artistas</li>
</ul>
<p>¿No puede venir en persona? Las ofertas en línea para la subasta silenciosa abren una semana antes del evento.</p>`,
    image: giving,
  },
  703: {
    title: "Carrera Run for Access 5K y Carrera Familiar",
    summary:
      "Corra, camine o participe en silla de ruedas junto al río en nuestra carrera 5K de primavera, con una carrera gratis para niños y una feria de salud en la meta.",
    description: `<p>¡Amárrese los tenis para la sexta carrera anual Run for Access 5K! Esta ruta plana y bonita sigue el sendero de Riverside Park y el Willamette Slough, y es apta para carriolas, sillas de ruedas y perros. Son bienvenidos corredores, caminantes y personas en silla de ruedas de cualquier ritmo.</p>
<h3>Horario</h3>
<ul>
<li>7:30 a.m. Registro y entrega de paquetes</li>
<li>8:30 a.m. Salida de la 5K</li>
<li>9:30 a.m. Carrera gratis de media milla para niños de 10 años o menos</li>
<li>De 9:00 a.m. a mediodía, feria de salud en la meta con toma de presión, revisiones dentales y bocadillos saludables</li>
</ul>
<p>La inscripción cuesta $35 para adultos y $15 para jóvenes de 11 a 17 años, e incluye una camiseta de la carrera. Forme un equipo con compañeros de trabajo, amigos o su congregación y recaude fondos para el <strong>Fondo de Transporte a Citas Médicas</strong>, que da a los pacientes pases de autobús y transporte a sus citas. El equipo que más recaude gana un almuerzo preparado por los chefs de nuestras clases de cocina.</p>`,
    image: funRun,
  },
  704: {
    title: "Torneo de Golf Benéfico STAR",
    summary:
      "Un torneo amistoso de cuatro jugadores por equipo en un hermoso campo del valle, a beneficio de la ayuda con recetas para pacientes que no pueden pagar sus medicinas.",
    description: `<p>Prepare sus palos para el Torneo de Golf Benéfico STAR, un torneo amistoso en formato scramble de cuatro jugadores, abierto a golfistas de todos los niveles. El día incluye desayuno, dieciocho hoyos, concursos en el campo y un almuerzo de premiación en el patio de la casa club.</p>
<p>Todo lo que se recaude apoya el <strong>Fondo de Ayuda para Recetas</strong>, que el año pasado ayudó a más de 700 pacientes de {{brand}} a conseguir insulina, inhaladores, medicinas para el corazón y otras recetas que de otra forma no podían pagar.</p>
<h3>Detalles del torneo</h3>
<ul>
<li>7:00 a.m. Registro y desayuno</li>
<li>8:00 a.m. Salida simultánea</li>
<li>1:30 p.m. Almuerzo, premios y rifa</li>
<li>Los equipos de cuatro cuestan $800; los golfistas individuales pagan $220 y se les asigna un equipo</li>
<li>Patrocinios de hoyo desde $500</li>
</ul>
<p>Los concursos incluyen el tiro más largo, el tiro más cerca de la bandera y un premio por hoyo en uno patrocinado por una agencia de autos local. Quienes no juegan golf pueden acompañarnos al almuerzo por $40.</p>`,
    image: giving,
  },
  705: {
    title: "Cena Harvest Table",
    summary:
      "Una cena de granja en una mesa larga entre los huertos, para celebrar a los trabajadores agrícolas y a los agricultores que alimentan a nuestro valle.",
    description: `<p>Acompáñenos en una tarde de verano en Willow Bend Farm, donde una mesa larga se extenderá entre los manzanos para una cena familiar hecha con la cosecha de granjas locales. La Cena Harvest Table celebra a los trabajadores agrícolas y a las familias agricultoras que son la base de nuestra región.</p>
<p>Lo que se recaude apoya nuestro <strong>programa de salud para trabajadores agrícolas</strong>, incluidas las visitas nocturnas de la clínica móvil a las granjas, los artículos para protegerse del calor y la atención médica para trabajadores agrícolas sin seguro y sus familias.</p>
<h3>Qué puede esperar</h3>
<ul>
<li>Recorrido por la granja y bebidas de bienvenida a las 5 p.m.</li>
<li>Cena familiar a las 6 p.m., preparada por chefs invitados del valle</li>
<li>Mariachi y música folclórica en vivo</li>
<li>Historias del equipo de alcance comunitario y de las familias que atiende</li>
</ul>
<p>Los boletos cuestan $125 y hay lugar solo para 150 invitados. Vístase para estar al aire libre y traiga un suéter para la noche. Habrá transporte gratis desde la Clínica Rural Millbrook.</p>`,
    image: gala,
  },
  706: {
    title: "Paseo en Bicicleta Comunitario Ride for Health",
    summary:
      "Escoja una ruta de 10, 30 o 60 millas por los caminos rurales del valle, con paradas de descanso, un picnic en la meta y un circuito de bicicleta para niños.",
    description: `<p>¡Pedalee por una comunidad más sana! Ride for Health ofrece tres rutas por las tierras de cultivo y los pueblos pequeños que hay entre Cedar Hollow y Millbrook, desde un paseo familiar tranquilo de 10 millas hasta una ruta de 60 millas con colinas y vista a las montañas.</p>
<p>Los fondos que se recauden apoyan la <strong>segunda clínica móvil</strong>, que lleva revisiones dentales y de la vista a las escuelas rurales de todo el valle.</p>
<h3>Detalles del paseo</h3>
<ul>
<li>La ruta de 60 millas sale a las 8 a.m., la de 30 millas a las 9 a.m. y el paseo familiar de 10 millas a las 10 a.m.</li>
<li>Apoyo completo en la ruta: paradas de descanso, bocadillos, mecánicos y un vehículo de apoyo</li>
<li>Circuito de bicicleta para niños y ajuste gratis de cascos de 10 a.m. a mediodía</li>
<li>Picnic en la meta con música, comida local y estacionamiento vigilado para bicicletas</li>
</ul>
<p>La inscripción cuesta $45 para adultos y es gratis para ciclistas de 17 años o menos. El casco es obligatorio. Los ciclistas que recauden $250 o más reciben una camiseta de ciclismo de edición limitada de {{brand}}.</p>`,
    image: funRun,
  },
} satisfies Translations<StarEvent>;
