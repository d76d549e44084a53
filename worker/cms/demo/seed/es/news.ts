/**
 * @module Demo CMS seed, Spanish: twenty news stories, keyed by `slug`: the ten newest plus every
 * older story that is featured on the home page or tagged COVID-19. The other stories are left in
 * English on purpose, so the site's English fallback has real content to show.
 */
import type { CmsImage, NewsStory } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

/** Builds a record for one of the shared news illustrations, with a Spanish description. */
function img(name: string, alt: string): CmsImage {
  return { src: `/wp-content/uploads/news/${name}.webp`, width: 1200, height: 630, alt };
}

const communications = "Equipo de comunicaciones";
const vaccineShield = img("vaccine", "Ilustración de una jeringa de vacuna y un escudo protector");

export const news = {
  "star-winter-gala-2026-tickets": {
    title: "Ya están a la venta los boletos para la Gala de Invierno STAR 2026",
    excerpt:
      "Acompáñenos el 5 de diciembre en el Riverfront Pavilion para una noche de cena, música y generosidad que apoya la atención de cada paciente que llega a nuestras puertas.",
    image: img("award", "Ilustración de estrellas y confeti de celebración"),
    author: communications,
    content: `<p>Nuestra noche más importante del año ya casi llega. La <strong>Gala de Invierno STAR 2026</strong> será el sábado 5 de diciembre en el Riverfront Pavilion, en el centro de Cedar Hollow, y los boletos ya están a la venta.</p>
<p>La gala de este año recaudará fondos para nuestro nuevo Fondo de Acceso Dental, que pagará coronas, tratamientos de conducto y dentaduras postizas para pacientes sin seguro, los tratamientos que nuestra escala de pago según ingresos no puede cubrir por completo. El año pasado, a más de 400 pacientes les dijeron que necesitaban uno de estos tratamientos y no lo pudieron pagar. Queremos cambiar eso.</p>
<h2>La noche incluye</h2>
<ul>
<li>Una recepción de bienvenida con vino y sidra locales</li>
<li>Una cena de tres tiempos con productos de granjas del Valle de Willamette</li>
<li>Música en vivo del Cedar Hollow Jazz Collective</li>
<li>Una subasta silenciosa y nuestra subasta con paleta “Fund-a-Need” para una necesidad específica</li>
<li>Historias de pacientes y del personal</li>
</ul>
<p>Los boletos individuales cuestan $150, y las mesas para ocho personas cuestan desde $1,200. Todavía hay patrocinios disponibles. Si no puede asistir, puede apoyar a {{brand}} con un donativo en nuestra <a href="/es/donate">página de donativos</a>. Vea todos los próximos <a href="/es/star-events">eventos de STAR</a>.</p>`,
  },
  "open-enrollment-2027": {
    title: "La inscripción abierta empieza el 1 de noviembre: ayuda gratis para escoger un plan",
    excerpt:
      "¿Busca seguro médico para 2027? Nuestros especialistas certificados en inscripción le pueden ayudar gratis a comparar planes y a encontrar ayuda económica.",
    image: img("family", "Ilustración de una familia revisando papeles juntos"),
    content: `<p>La inscripción abierta para el seguro médico de 2027 en el Mercado de Seguros Médicos de Oregon va del <strong>1 de noviembre de 2026 al 15 de enero de 2027</strong>. Inscríbase antes del 15 de diciembre si quiere que su cobertura empiece el 1 de enero.</p>
<p>Los seguros médicos pueden ser confusos, y escoger el plan equivocado puede salir caro. La buena noticia: no tiene que resolverlo solo. Los especialistas certificados en inscripción de {{brand}} ofrecen ayuda gratis e imparcial en inglés, español y vietnamita, y en otros idiomas con un intérprete.</p>
<h2>Le podemos ayudar a</h2>
<ul>
<li>Saber si califica para el Plan de Salud de Oregon, que no cobra primas</li>
<li>Comparar los planes del mercado, incluidas las primas, los deducibles y los médicos que cubren</li>
<li>Solicitar créditos fiscales que bajan su prima mensual</li>
<li>Renovar o cambiar su plan actual</li>
</ul>
<p>Venga sin cita de lunes a viernes a <a href="/es/locations/main-street">Main Street</a>, los martes y jueves a <a href="/es/locations/eastside-dental">Eastside</a>, o llame a cualquier clínica para hacer una cita. Traiga la información de sus ingresos, los números de Seguro Social o los documentos de inmigración de todas las personas que van a solicitar, y su tarjeta de seguro actual si tiene una.</p>`,
  },
  "mammogram-van-main-street": {
    title: "La unidad móvil de mamografías visita Main Street cada mes",
    excerpt:
      "Ahora puede hacerse la prueba de detección de cáncer de seno en el estacionamiento de Main Street el segundo martes de cada mes, con ayuda para pacientes sin seguro.",
    image: img(
      "mobile-clinic",
      "Ilustración de una unidad móvil de pruebas estacionada frente a una clínica",
    ),
    content: `<p>Las mamografías regulares detectan el cáncer de seno a tiempo, cuando es más fácil de tratar. Pero muchos de nuestros pacientes nos han dicho que llegar al centro de imágenes de la ciudad es un verdadero obstáculo. Por eso, a partir de este octubre, el Mes de Concientización sobre el Cáncer de Seno, le llevamos la mamografía a usted.</p>
<p>Junto con el Cedar Hollow Community Hospital, una unidad móvil de mamografías se estacionará detrás del <a href="/es/locations/main-street">Centro de Salud Main Street</a> el <strong>segundo martes de cada mes</strong> de 9 a.m. a 4 p.m. La unidad tiene un área privada para cambiarse, una técnica y el mismo equipo de imágenes en 3D que se usa en el hospital.</p>
<h2>Quién debe hacerse la prueba</h2>
<ul>
<li>Las mujeres de 40 años o más deben hacerse una mamografía cada dos años, o cada año si se lo recomienda un proveedor.</li>
<li>Cualquier persona con un bulto, cambios en la piel o secreción del pezón debe ver a un proveedor de inmediato, tenga la edad que tenga.</li>
</ul>
<p>El Plan de Salud de Oregon, Medicare y la mayoría de los seguros cubren las mamografías. Los pacientes sin seguro pueden calificar para una prueba gratis con el programa ScreenWise del estado, y nuestro equipo lo puede inscribir el mismo día. Pídale un referido a su proveedor de {{brand}} o llame a Main Street para apartar un lugar en la unidad móvil. Conozca más sobre la <a href="/es/services/womens-health">salud de la mujer</a>.</p>`,
  },
  "covid-vaccines-2026-2027": {
    title: "Vacunas contra el COVID-19 de 2026–2027: quién debe ponérselas y dónde",
    excerpt:
      "Ya llegaron las vacunas actualizadas contra el COVID-19 de esta temporada. Sepa a quién ayuda más la vacuna, cuánto cuesta y cómo ponérsela junto con la vacuna contra la gripe.",
    image: vaccineShield,
    content: `<p>Las vacunas contra el COVID-19 de 2026–2027 ya llegaron a todas las clínicas y farmacias de {{brand}}, junto con las vacunas contra la gripe de esta temporada. Esto es lo que necesita saber.</p>
<h2>Quién debe vacunarse</h2>
<p>La vacuna actualizada se recomienda sobre todo para:</p>
<ul>
<li>Adultos de 65 años o más</li>
<li>Personas con enfermedades crónicas como diabetes, enfermedades del corazón, de los pulmones o de los riñones, u obesidad</li>
<li>Personas con el sistema inmunitario débil</li>
<li>Personas embarazadas o que dieron a luz hace poco</li>
</ul>
<p>Cualquier otra persona que quiera más protección, por ejemplo para proteger a un familiar mayor o a un bebé en casa, se puede poner la vacuna después de una conversación corta con un proveedor o un farmacéutico.</p>
<h2>Dónde y cómo</h2>
<p>Pregunte en cualquier cita, o venga sin cita a nuestras farmacias de <a href="/es/locations/main-street">Main Street</a> y <a href="/es/locations/harbor-street">Harbor Street</a>. La clínica móvil tendrá eventos de vacunación de otoño en centros para personas mayores y en escuelas durante todo octubre. Puede ponerse las vacunas contra el COVID-19 y contra la gripe al mismo tiempo.</p>
<p>El Plan de Salud de Oregon, Medicare y la mayoría de los seguros privados cubren la vacuna. Los niños están cubiertos por el programa Vacunas para Niños (Vaccines for Children). Los adultos sin seguro pueden preguntarnos por opciones gratis o de bajo costo. Encuentre más información en nuestra <a href="/es/covid-19">página sobre el COVID-19</a>.</p>`,
  },
  "back-to-school-checklist-2026": {
    title: "Lista de pendientes para el regreso a clases: exámenes físicos, vacunas, dientes y vista",
    excerpt:
      "Prepare a sus hijos para el nuevo año escolar con una lista fácil, y haga sus citas antes de que se llenen en agosto.",
    image: img("family", "Ilustración de una familia preparándose para ir a la escuela"),
    content: `<p>El primer día de clases en Cedar Hollow es el 2 de septiembre. Antes de las mochilas y los zapatos nuevos, asegúrese de que sus hijos estén sanos y listos para aprender. Esta es una lista sencilla del equipo de pediatría de {{brand}}.</p>
<h2>La lista</h2>
<ul>
<li><strong>Consulta de niño sano:</strong> un chequeo anual del crecimiento, el desarrollo y la salud emocional</li>
<li><strong>Vacunas:</strong> las vacunas de kínder y de 7.º grado son obligatorias, y las dosis atrasadas se ponen rápido</li>
<li><strong>Examen físico para deportes:</strong> se pide cada dos años para los deportes de secundaria y preparatoria</li>
<li><strong>Chequeo dental:</strong> las limpiezas y los selladores previenen caries dolorosas</li>
<li><strong>Examen de la vista:</strong> las revisiones de la escuela pueden pasar por alto problemas que un examen completo sí encuentra</li>
<li><strong>Formularios de medicamentos:</strong> si su hijo necesita un inhalador u otra medicina en la escuela, pídanos el formulario</li>
</ul>
<p>El <a href="/es/locations/lincoln-school">Centro de Salud Escolar Lincoln</a> vuelve a abrir el 24 de agosto, y hay citas por la noche en <a href="/es/locations/riverside">Riverside</a>. Las vacunas son gratis para todos los niños con el programa Vacunas para Niños (Vaccines for Children).</p>
<p>A los niños que sienten nervios por una escuela nueva les puede ayudar una cita con uno de nuestros consejeros. Los cambios grandes son más fáciles con apoyo.</p>`,
  },
  "save-on-prescriptions": {
    title: "Ahorre en sus recetas en nuestra farmacia",
    excerpt:
      "Los pacientes de nuestras clínicas pueden ahorrar hasta un 80 por ciento en muchas medicinas, como inhaladores e insulina, si surten sus recetas en nuestras propias farmacias.",
    image: img("clinic-building", "Ilustración del mostrador de una farmacia dentro de una clínica"),
    content: `<p>¿Alguna vez ha salido de una farmacia sin su medicina porque costaba demasiado? No es el único. Uno de cada cuatro adultos dice que se ha saltado dosis o no ha surtido una receta por el costo.</p>
<p>Como centro de salud comunitario, {{brand}} participa en un programa federal que nos permite comprar medicinas con descuento y pasarles el ahorro a nuestros pacientes. Cuando surte sus recetas en nuestras farmacias de <a href="/es/locations/main-street">Main Street</a> o <a href="/es/locations/harbor-street">Harbor Street</a>, puede pagar mucho menos, sobre todo si no tiene seguro o si tiene un plan con un deducible alto.</p>
<h2>Ejemplos de ahorro para pacientes sin seguro</h2>
<ul>
<li>Inhaladores comunes: $10 en vez de $60 o más</li>
<li>Insulina: $15 al mes</li>
<li>La mayoría de las medicinas genéricas para la presión y la diabetes: $4 o menos al mes</li>
</ul>
<p>También ofrecemos entrega gratis en Cedar Hollow y Millbrook, paquetes de pastillas separadas por dosis para mantener sus medicinas en orden y farmacéuticos que pueden hablar directamente con su proveedor. Para pasar sus recetas a nuestra farmacia, solo traiga sus frascos al mostrador o llámenos. Conozca más en nuestra <a href="/es/services/pharmacy">página de farmacia</a>.</p>`,
  },
  "free-summer-meals-and-checkups": {
    title: "Comidas y chequeos gratis para niños este verano",
    excerpt:
      "Todos los niños de 18 años o menos pueden recibir un almuerzo gratis en Riverside Park de lunes a viernes este verano, y chequeos gratis de la clínica móvil los miércoles.",
    image: img("garden", "Ilustración de un huerto infantil con verduras"),
    content: `<p>Cuando se acaban las clases, también se acaban las comidas de la escuela, y muchas familias lo sienten. Este verano, {{brand}} se une al Distrito Escolar de Cedar Hollow y al Valley Food Bank para dar almuerzos gratis a todos los niños de 18 años o menos en Riverside Park.</p>
<h2>Detalles del almuerzo de verano</h2>
<ul>
<li>Cuándo: de lunes a viernes, de 11:30 a.m. a 1 p.m., del 6 de julio al 21 de agosto</li>
<li>Dónde: en el área techada de picnic junto a la <a href="/es/locations/riverside">Clínica Familiar Riverside</a></li>
<li>Quién: cualquier niño de 18 años o menos. No hace falta inscribirse, comprobar ingresos ni mostrar identificación.</li>
</ul>
<p>Cada miércoles, la clínica móvil se estacionará junto al área de picnic para ofrecer exámenes físicos para deportes, vacunas y revisiones dentales. Los viernes compartiremos verduras de nuestro huerto comunitario de Main Street hasta que se acaben.</p>
<p>Los padres y cuidadores pueden almorzar con sus hijos. Nuestros trabajadores comunitarios de salud estarán ahí para ayudar con solicitudes de ayuda para comida y de seguro médico.</p>`,
  },
  "community-health-workers-state-award": {
    title: "Nuestro equipo de trabajadores comunitarios de salud gana un premio estatal",
    excerpt:
      "La Oregon Primary Care Association reconoció a nuestro equipo de alcance comunitario por ayudar a 3,000 personas a conseguir seguro médico, comida y vivienda el año pasado.",
    image: img("award", "Ilustración de un listón de premio y estrellas"),
    author: communications,
    content: `<p>El <a href="/es/team/community-outreach-team">equipo de alcance comunitario</a> de {{brand}} recibió el Premio a la Excelencia de los Trabajadores Comunitarios de Salud de la Oregon Primary Care Association. El premio reconoce a un equipo cuyo trabajo ha hecho una diferencia medible en la salud de su comunidad.</p>
<p>En 2025, nuestros trabajadores comunitarios de salud, especialistas en inscripción y enfermeros de salud comunitaria:</p>
<ul>
<li>Ayudaron a más de 1,400 personas a inscribirse en un seguro médico o a renovarlo</li>
<li>Conectaron a 900 familias con ayuda para comida, vivienda o servicios públicos</li>
<li>Hicieron 6,200 visitas a granjas, albergues y hogares con la clínica móvil</li>
<li>Acompañaron a 350 refugiados recién llegados en sus primeras citas médicas</li>
</ul>
<blockquote><p>“Los trabajadores comunitarios de salud son el puente entre la clínica y la mesa de la cocina. Llegan adonde está la gente, hablan su idioma y no se rinden. Este equipo es un ejemplo para todo el estado”.</p><p>— Mención del premio, Oregon Primary Care Association</p></blockquote>
<p>Los miembros del equipo Luis Herrera, Hodan Abdi, Linh Vo y Patricia O'Connell recibieron el premio en la conferencia de primavera de la asociación en Bend. “Esto es de nuestros pacientes”, dijo Hodan. “Ellos nos enseñan todos los días lo que nuestra comunidad necesita”.</p>`,
  },
  "new-behavioral-health-providers-2026": {
    title: "Damos la bienvenida a cuatro nuevos proveedores de salud conductual",
    author: "Dra. Rachel Abrams, PsyD",
    excerpt:
      "Cuatro consejeros y terapeutas se unieron a nuestro equipo de salud conductual, y la espera para empezar terapia se redujo a la mitad.",
    image: img("team", "Ilustración de cuatro nuevos miembros del equipo"),
    content: `<p>La atención de salud mental es uno de los servicios que más nos piden en {{brand}}, y hasta hace poco los pacientes esperaban hasta ocho semanas para empezar terapia. Esta primavera, cuatro nuevos proveedores se unieron a nuestro <a href="/es/team/behavioral-health-team">equipo de salud conductual</a>, y la espera para la primera cita de terapia bajó a unas tres semanas.</p>
<h2>Conozca a nuestros nuevos proveedores</h2>
<ul>
<li>Una trabajadora social clínica con licencia, especializada en trauma, en Harbor Street</li>
<li>Un consejero bilingüe en español e inglés para niños y adolescentes, en Lincoln School</li>
<li>Una terapeuta matrimonial y familiar con sesiones por la noche en Riverside</li>
<li>Un enfermero practicante de salud mental psiquiátrica que ofrece telesalud a Millbrook</li>
</ul>
<p>Nuestro equipo ahora incluye terapeutas que hablan español, ruso, ucraniano, mandarín y somalí, y hay intérpretes para cualquier otro idioma.</p>
<p>Para empezar, hable con su proveedor de atención primaria o llame a cualquier clínica y pida una cita de salud conductual. Si está en crisis, llame o envíe un mensaje de texto al 988 a cualquier hora.</p>`,
  },
  "infant-immunization-week-2026": {
    title: "Semana Nacional de Vacunación Infantil: ¿tiene su bebé sus vacunas al día?",
    author: "Dra. Priya Raman, MD",
    excerpt:
      "Los casos de sarampión están aumentando en el noroeste. Asegúrese de que las vacunas de su bebé estén al día con una revisión rápida en cualquiera de nuestras clínicas.",
    image: vaccineShield,
    content: `<p>Esta semana es la Semana Nacional de Vacunación Infantil, y este año no podría llegar en mejor momento. Los casos de sarampión y de tos ferina han subido en todo el noroeste del Pacífico, y los bebés son los que tienen más probabilidad de enfermarse gravemente.</p>
<p>Las vacunas protegen a los bebés contra 14 enfermedades graves antes de que cumplan dos años. Es importante seguir el calendario porque los bebés son más vulnerables en sus primeros meses de vida.</p>
<h2>Una revisión rápida de las vacunas</h2>
<ul>
<li>Entre al portal del paciente para ver el registro de vacunas de su hijo.</li>
<li>O llame a cualquier clínica, y un enfermero lo revisará por usted en pocos minutos.</li>
<li>¿Le faltó una dosis? Ponerse al día es fácil, y su hijo no tiene que empezar de nuevo.</li>
</ul>
<p>Todas las vacunas infantiles son gratis en {{brand}} con el programa Vacunas para Niños (Vaccines for Children), tenga o no seguro su familia. A nuestros proveedores de pediatría siempre les da gusto responder preguntas sobre la seguridad de las vacunas, sin juzgar. Conozca más sobre la <a href="/es/services/pediatrics">atención pediátrica</a>.</p>`,
  },
  "long-covid-clinic-one-year": {
    title: "La Clínica de COVID Prolongado cumple un año ayudando a los pacientes a recuperarse",
    author: "Dra. Grace Liu, MD",
    excerpt:
      "En su primer año, nuestra Clínica de COVID Prolongado atendió a 260 pacientes. La mayoría dice tener menos cansancio y más energía para su vida diaria.",
    image: img("team", "Ilustración de un equipo de atención con una médica, un terapeuta y una consejera"),
    content: `<p>Cuando la Clínica de COVID Prolongado abrió en la <a href="/es/locations/riverside">Clínica Familiar Riverside</a> en enero de 2025, no sabíamos cuántas personas vendrían. Un año después, la clínica ha atendido a <strong>260 pacientes</strong> de toda la región, y la espera para la primera cita ha llegado a tres semanas. Esta primavera agregaremos un tercer día de clínica para poder atender a todos.</p>
<p>Los pacientes han tenido entre 14 y 81 años. Los síntomas más comunes han sido un cansancio que empeora después de hacer actividad física o algún esfuerzo, dificultad para concentrarse, falta de aire y problemas para dormir.</p>
<h2>Lo que hemos aprendido</h2>
<ul>
<li><strong>Dosificar la energía importa.</strong> Planear con cuidado la actividad y el descanso ayudó a más pacientes que esforzarse de más.</li>
<li><strong>El trabajo en equipo ayuda.</strong> Los pacientes que vieron a nuestro fisioterapeuta y a nuestro consejero además de a su médico fueron los que más mejoraron.</li>
<li><strong>Los empleadores pueden ayudar.</strong> Cambios sencillos en el trabajo, como horarios flexibles, permitieron que muchos pacientes conservaran su empleo.</li>
</ul>
<p>De los pacientes que completaron seis meses de atención, tres de cada cuatro dijeron que su energía y su capacidad para hacer sus actividades diarias habían mejorado. “No estoy como antes”, nos dijo un paciente, “pero ya puedo volver a jugar con mis nietos”.</p>
<p>Agradecemos a los donantes de STAR, cuyo apoyo paga las sesiones de fisioterapia de la clínica para pacientes sin seguro. Si todavía tiene síntomas después del COVID-19, pídale un referido a su proveedor de {{brand}}.</p>`,
  },
  "new-patient-portal": {
    title: "Un portal del paciente más rápido y más sencillo",
    excerpt:
      "Nuestro nuevo portal del paciente le permite hacer citas, enviar mensajes a su equipo de atención, ver resultados de laboratorio y pagar facturas desde su teléfono, en seis idiomas.",
    image: img(
      "telehealth",
      "Ilustración de un teléfono y una computadora portátil con un portal del paciente",
    ),
    author: communications,
    content: `<p>El 2 de marzo, {{brand}} cambiará a un nuevo portal del paciente. Después de escuchar a cientos de pacientes, escogimos un sistema que es más rápido, más fácil de usar en el teléfono y que está disponible en inglés, español, vietnamita, ruso, somalí y árabe.</p>
<h2>Lo que puede hacer en el nuevo portal</h2>
<ul>
<li>Hacer, cambiar o cancelar citas en cualquier clínica</li>
<li>Enviar un mensaje seguro a su equipo de atención y recibir respuesta en un plazo de dos días hábiles</li>
<li>Ver resultados de laboratorio, resúmenes de sus citas y su registro de vacunas</li>
<li>Pedir que le vuelvan a surtir sus recetas en nuestras farmacias</li>
<li>Empezar una cita por video con un solo toque</li>
<li>Solicitar la escala de pago según ingresos y pagar sus facturas</li>
</ul>
<h2>Cómo hacer el cambio</h2>
<p>Si ya usa nuestro portal, a fines de febrero recibirá un correo electrónico o un mensaje de texto con un enlace para crear su nueva cuenta. Sus expedientes pasarán solos al nuevo portal. ¿Todavía no tiene cuenta? Pregunte en la recepción en su próxima cita y le ayudaremos a empezar en un par de minutos.</p>
<p>Los padres pueden ver los expedientes de sus hijos, y los adultos pueden darle acceso a un familiar de confianza para que les ayude con su atención. ¿Necesita ayuda? Llame a cualquier clínica y pida ayuda con el portal.</p>`,
  },
  "covid-treatment-still-available": {
    title: "¿Dio positivo en la prueba de COVID-19? El tratamiento sigue siendo gratis o de bajo costo",
    author: "Dra. Grace Liu, MD",
    excerpt:
      "Las pastillas antivirales pueden evitar que las personas con mayor riesgo terminen en el hospital. Llámenos dentro de los cinco días después de sus primeros síntomas para saber si el tratamiento le conviene.",
    image: img("telehealth", "Ilustración de un paciente hablando con un proveedor por video"),
    content: `<p>El COVID-19 sigue entre nosotros, y en enero subieron los casos en todo Oregon. Para la mayoría de las personas sanas, el COVID-19 ahora se siente como un resfriado fuerte. Pero en los adultos mayores y en las personas con enfermedades crónicas, todavía puede causar una enfermedad grave. El tratamiento puede ayudar.</p>
<h2>Quién debe llamar para pedir tratamiento</h2>
<ul>
<li>Adultos de 65 años o más</li>
<li>Cualquier persona con diabetes, enfermedades del corazón, de los pulmones o de los riñones, obesidad o el sistema inmunitario débil</li>
<li>Personas embarazadas</li>
<li>Cualquier persona que no tenga al día sus vacunas contra el COVID-19</li>
</ul>
<p>Las pastillas antivirales como Paxlovid funcionan mejor si se empiezan dentro de los <strong>cinco días</strong> después de sus primeros síntomas. Si su prueba sale positiva, llame a su clínica de {{brand}} el mismo día. Muchos pacientes pueden tener su cita por video y recoger su medicina en nuestra farmacia sin bajarse del carro.</p>
<h2>Cómo pagar el tratamiento</h2>
<p>Medicare, el Plan de Salud de Oregon y la mayoría de los seguros privados cubren los antivirales contra el COVID-19. Si no tiene seguro, nuestros farmacéuticos lo pueden inscribir en el programa de ayuda al paciente del fabricante, que muchas veces deja el costo en cero. Hay más información en nuestra <a href="/es/covid-19">página sobre el COVID-19</a>.</p>`,
  },
  "star-gala-2025-record": {
    title: "Una Gala STAR récord paga una segunda clínica móvil",
    excerpt:
      "Los donantes de la Gala de Invierno STAR 2025 recaudaron $241,000, lo suficiente para poner en marcha una segunda clínica móvil en 2026.",
    image: img("award", "Ilustración de un trofeo rodeado de estrellas y confeti"),
    author: communications,
    content: `<p>¡Qué noche! El 22 de noviembre, 340 invitados a la Gala de Invierno STAR 2025 recaudaron <strong>$241,000</strong> para la atención de los pacientes de {{brand}}, y superaron el récord del año pasado por más de $50,000.</p>
<p>El mejor momento de la noche llegó durante la subasta “Fund-a-Need”, cuando les pedimos a los invitados que ayudaran a comprar una segunda clínica móvil. Las paletas se levantaron por todo el salón, y en quince minutos se alcanzó la meta de $120,000. Después, una fundación familiar local ofreció igualar los donativos durante la última hora de la noche.</p>
<h2>Lo que hará su generosidad</h2>
<ul>
<li>Una segunda clínica móvil dedicada a la atención dental y a las revisiones de la vista en escuelas rurales</li>
<li>Miles de dólares en ayuda para recetas y vales de transporte</li>
<li>Apoyo continuo para las despensas de comida y el huerto comunitario</li>
</ul>
<p>“La primera vez que vine a esta clínica solo traía un dolor de muelas y no tenía seguro”, dijo el paciente Daniel R. en su discurso. “Ahora tengo un dentista, un médico y un consejero que saben mi nombre. Eso es lo que este salón acaba de pagar”.</p>
<p>Gracias a nuestro patrocinador principal, Valley Community Bank, y a cada invitado y voluntario. Los eventos del próximo año están en nuestra página de <a href="/es/star-events">eventos de STAR</a>.</p>`,
  },
  "fall-vaccines-covid-flu-2025": {
    title: "Vacunas de otoño: las vacunas contra el COVID-19 y la gripe, juntas",
    excerpt:
      "Ya llegaron las vacunas actualizadas contra el COVID-19 de 2025–2026 y las vacunas contra la gripe de esta temporada. Sepa quién puede recibirlas y cómo ponerse las dos en una sola visita.",
    image: vaccineShield,
    content: `<p>Las vacunas contra la gripe de 2025–2026 y las vacunas actualizadas contra el COVID-19 ya llegaron a {{brand}}. Puede ponerse las dos en la misma visita, una en cada brazo.</p>
<h2>¿Quién debe ponerse la vacuna contra el COVID-19 este otoño?</h2>
<p>Las recomendaciones nacionales cambiaron este año. La vacuna actualizada contra el COVID-19 se recomienda para adultos de 65 años o más y para personas de 6 meses o más con problemas de salud que aumentan su riesgo de enfermarse gravemente, como diabetes, enfermedades del corazón o de los pulmones, embarazo o el sistema inmunitario débil. Las demás personas también se pueden vacunar después de hablar con un proveedor o un farmacéutico sobre los beneficios para ellas. En Oregon, los farmacéuticos pueden poner la vacuna sin receta.</p>
<h2>Dónde vacunarse</h2>
<ul>
<li>En cualquier cita médica. Solo pregunte.</li>
<li>Sin cita en nuestras farmacias de <a href="/es/locations/main-street">Main Street</a> y <a href="/es/locations/harbor-street">Harbor Street</a>.</li>
<li>En las paradas de vacunación de otoño de la clínica móvil, que anunciamos en nuestras redes sociales.</li>
</ul>
<p>El Plan de Salud de Oregon, Medicare y la mayoría de los planes privados cubren las dos vacunas sin costo. Los niños están cubiertos por el programa Vacunas para Niños (Vaccines for Children). Si no tiene seguro, pregúntenos por opciones gratis o de bajo costo. Lea más en nuestra <a href="/es/covid-19">página sobre el COVID-19</a>.</p>`,
  },
  "harbor-street-recovery-center-opens": {
    title: "El Centro de Recuperación y Bienestar Harbor Street abre sus puertas",
    excerpt:
      "Nuestra clínica más nueva reúne el tratamiento de las adicciones, la consejería, la atención primaria y una farmacia en una antigua fábrica de conservas renovada, cerca del viejo puerto.",
    image: img("clinic-building", "Ilustración de un edificio de ladrillo renovado para una clínica"),
    author: communications,
    content: `<p>Después de dos años de planes y construcción, el <a href="/es/locations/harbor-street">Centro de Recuperación y Bienestar Harbor Street</a> recibió a sus primeros pacientes el lunes 17 de marzo. El centro ocupa la planta baja del histórico edificio de la Cedar Hollow Cannery, renovado con cuartos de examen llenos de luz, una sala de grupos con vista al agua y una farmacia completa.</p>
<p>Las muertes por sobredosis en nuestro condado se han más que duplicado en cinco años. El nuevo centro es la respuesta de {{brand}}: un lugar donde las personas que consumen drogas o alcohol pueden recibir tratamiento el mismo día que lo piden, junto con el resto de la atención médica que merecen.</p>
<h2>Lo que ofrece el centro</h2>
<ul>
<li>Buprenorfina (Suboxone) desde el mismo día, sin lista de espera</li>
<li>Consejería, grupos de recuperación y apoyo de pares</li>
<li>Atención primaria, tratamiento de la hepatitis C y vacunas</li>
<li>Una farmacia con naloxona y tiras para detectar fentanilo gratis</li>
</ul>
<blockquote><p>“La recuperación empieza con una puerta que se abre cuando uno toca. Construimos este lugar para que nadie en Cedar Hollow escuche 'vuelva en seis semanas' cuando está listo para pedir ayuda hoy”.</p><p>— Dr. Robert Sandoval, director médico, Centro de Recuperación y Bienestar Harbor Street</p></blockquote>
<p>El horario sin cita es de 7 a 10 a.m. de lunes a viernes y de 8 a 11 a.m. los sábados. Conozca más sobre el <a href="/es/services/substance-use-treatment">tratamiento para el consumo de sustancias</a>.</p>`,
  },
  "long-covid-clinic-opens": {
    title: "Abre una nueva Clínica de COVID Prolongado en Riverside",
    author: "Dra. Grace Liu, MD",
    excerpt:
      "Los pacientes que siguen con síntomas después del COVID-19 ahora pueden recibir atención coordinada de un médico, un fisioterapeuta y un consejero en un solo lugar.",
    image: img("telehealth", "Ilustración de un paciente hablando con una doctora en una pantalla"),
    content: `<p>Para algunas personas, el COVID-19 no se termina cuando se acaba la infección. El cansancio, la falta de aire, el corazón acelerado, la dificultad para pensar con claridad y los problemas para dormir pueden durar meses. Estos síntomas, que muchas veces se llaman <em>COVID prolongado</em>, pueden hacer difícil trabajar, cuidar a la familia o disfrutar de la vida.</p>
<p>A partir del 21 de enero, {{brand}} abrirá una Clínica de COVID Prolongado en la <a href="/es/locations/riverside">Clínica Familiar Riverside</a> todos los martes y jueves. La clínica la dirige la Dra. Grace Liu, médica internista, que trabaja junto con un fisioterapeuta, un consejero de salud conductual y un farmacéutico clínico.</p>
<h2>Qué puede esperar</h2>
<ul>
<li>Una primera cita larga para entender sus síntomas, su historia y sus metas</li>
<li>Pruebas para descartar otras causas, como la anemia o problemas de la tiroides</li>
<li>Un plan personal para dosificar la actividad, manejar los síntomas y volver al trabajo o a la escuela</li>
<li>Citas de seguimiento en persona o por video</li>
</ul>
<p>“A muchos de mis pacientes les han dicho que sus síntomas son imaginarios”, dijo la Dra. Liu. “No lo son. El COVID prolongado es real, y podemos hacer mucho para ayudar a las personas a sentirse mejor”.</p>
<p>Pídale un referido a su proveedor de atención primaria o llame a Riverside para preguntar si la clínica le conviene. Se aplica nuestra escala de pago según ingresos.</p>`,
  },
  "masks-in-clinics-respiratory-season-2024": {
    title: "Mascarillas en nuestras clínicas durante esta temporada de virus respiratorios",
    author: "Dra. Maria Gonzalez, MD",
    excerpt:
      "De noviembre a marzo, les pediremos a todas las personas con tos o síntomas de resfriado que usen mascarilla en nuestras salas de espera. Hay mascarillas gratis en cada entrada.",
    image: img("clinic-building", "Ilustración de la entrada acogedora de una clínica"),
    content: `<p>A nuestras salas de espera llegan recién nacidos, personas en tratamiento contra el cáncer, personas mayores y personas con el sistema inmunitario débil, todos sentados cerca de personas que vinieron porque están enfermas. Para proteger mejor a todos durante la temporada de virus de invierno, {{brand}} actualiza sus indicaciones sobre las mascarillas a partir del 1 de noviembre.</p>
<h2>Qué cambia</h2>
<ul>
<li>Si tiene tos, fiebre, dolor de garganta o goteo nasal, por favor, use una mascarilla dentro de nuestras clínicas.</li>
<li>El personal usará mascarilla cuando atienda a pacientes con síntomas respiratorios.</li>
<li>Hay mascarillas y gel desinfectante para las manos gratis en cada entrada.</li>
<li>Cualquier persona puede decidir usar mascarilla en cualquier momento, y usted puede pedirle a su equipo de atención que use una durante su cita.</li>
</ul>
<h2>¿Se siente enfermo? Díganos cuando llame</h2>
<p>Si tiene síntomas, avísenos cuando haga su cita. Podemos ofrecerle una cita por video, una sala de espera aparte o una cita al final del día. Todavía hay pruebas caseras de COVID-19 gratis en nuestras recepciones.</p>
<p>Revisaremos estas indicaciones en la primavera según los niveles de virus en la zona. Gracias por ayudar a mantener sana a nuestra comunidad.</p>`,
  },
  "updated-covid-vaccines-fall-2024": {
    title: "Ya están disponibles las vacunas actualizadas contra el COVID-19 de 2024–2025",
    author: "Dra. Maria Gonzalez, MD",
    excerpt:
      "Las vacunas actualizadas contra el COVID-19 de esta temporada ya llegaron a todas nuestras clínicas. Todas las personas de 6 meses o más las pueden recibir.",
    image: vaccineShield,
    content: `<p>Las vacunas actualizadas contra el COVID-19 de 2024–2025 ya llegaron a todas las clínicas de {{brand}}. Las nuevas vacunas están hechas para parecerse más a las variantes que circulan este otoño e invierno, y los CDC las recomiendan para todas las personas de 6 meses o más.</p>
<h2>¿Por qué ponerse la vacuna actualizada?</h2>
<p>La protección de las vacunas anteriores y de las infecciones pasadas se pierde con el tiempo, y el virus sigue cambiando. Una dosis actualizada baja su probabilidad de enfermarse gravemente, de terminar en el hospital o de tener COVID prolongado. Es muy importante para los adultos de 65 años o más, las personas embarazadas y cualquier persona con una enfermedad crónica.</p>
<h2>Cómo recibir la suya</h2>
<ul>
<li>Pregunte en su próxima cita, o venga sin cita a cualquiera de nuestras farmacias de <a href="/es/locations/main-street">Main Street</a> y <a href="/es/locations/harbor-street">Harbor Street</a>.</li>
<li>Puede ponerse la vacuna contra la gripe en la misma visita.</li>
<li>La vacuna es gratis con la mayoría de los seguros. Los adultos sin seguro la pueden recibir sin costo con el programa federal Bridge Access mientras haya dosis, y los niños están cubiertos por el programa Vacunas para Niños (Vaccines for Children).</li>
</ul>
<p>¿Tiene preguntas sobre si la vacuna le conviene? A nuestros proveedores y farmacéuticos les da gusto hablarlo con usted. Visite nuestra <a href="/es/covid-19">página sobre el COVID-19</a> para más información.</p>`,
  },
  "free-covid-test-kits-2024": {
    title: "Pruebas de COVID-19 gratis en la recepción de todas las clínicas",
    excerpt:
      "Recoja pruebas caseras de COVID-19 gratis en cualquiera de nuestras clínicas, sin cita y sin seguro, hasta agotar existencias.",
    image: img("vaccine", "Ilustración de una prueba casera y un escudo protector"),
    content: `<p>Los virus respiratorios todavía circulan este invierno, y hacerse la prueba es una de las formas más sencillas de proteger a las personas que lo rodean. {{brand}} ya tiene pruebas caseras de COVID-19 gratis en la recepción de todas las clínicas, gracias a programas estatales y federales para los centros de salud comunitarios.</p>
<h2>Cómo conseguir pruebas</h2>
<p>Solo pase durante el horario de atención y pídalas. No necesita ser nuestro paciente, no necesita seguro y no le pediremos identificación. Cada hogar puede llevarse hasta cuatro pruebas por visita, hasta agotar existencias.</p>
<h2>Cuándo hacerse la prueba</h2>
<ul>
<li>Si tiene síntomas como fiebre, tos, dolor de garganta, goteo nasal o pérdida del gusto o del olfato</li>
<li>Cinco días después de haber estado cerca de alguien con COVID-19</li>
<li>Antes de visitar a alguien mayor, embarazada o con el sistema inmunitario débil</li>
</ul>
<p>Revise la fecha de vencimiento en la caja. A muchas pruebas se les extendió la fecha de vencimiento, y las fechas actualizadas están en el sitio web de la FDA. Si su prueba sale positiva y tiene mayor riesgo de enfermarse gravemente, llámenos de inmediato. El tratamiento funciona mejor si se empieza dentro de los cinco días después de sus primeros síntomas. Hay más información en nuestra <a href="/es/covid-19">página sobre el COVID-19</a>.</p>`,
  },
} satisfies Translations<NewsStory>;
