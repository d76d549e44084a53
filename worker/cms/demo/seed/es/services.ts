/** @module Demo CMS seed, Spanish: the nine health services, keyed by `url_slug`. */
import type { Service } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

export const services = {
  "primary-care": {
    display_title: "Atención primaria",
    summary:
      "Chequeos, consultas por enfermedad, control de enfermedades crónicas y pruebas preventivas para toda su familia, tenga o no tenga seguro médico.",
    content: `<p>Su equipo de atención primaria es el primer lugar para casi cualquier pregunta sobre su salud. En {{brand}}, un médico, enfermero practicante o asociado médico (PA) llega a conocerlo con el tiempo, junto con un enfermero y un asistente clínico que le ayudan entre una cita y otra. Atendemos a recién nacidos, abuelos y a todos los demás.</p>
<h2>Lo que ofrecemos</h2>
<ul>
<li>Consultas anuales de bienestar, exámenes físicos y exámenes para deportes o para el trabajo</li>
<li>Citas el mismo día para resfriados, infecciones, sarpullidos y lesiones leves</li>
<li>Control de la diabetes, la presión alta, el asma, la EPOC y las enfermedades del corazón</li>
<li>Pruebas de detección de cáncer, como el Papanicolaou, kits para detectar el cáncer de colon y referidos para mamografías</li>
<li>Vacunas para niños y adultos, incluidas las de la gripe y el COVID-19</li>
<li>Análisis de laboratorio en la mayoría de nuestras clínicas</li>
<li>Ayuda para dejar el tabaco y el vapeo</li>
</ul>
<h2>Atención que se ajusta a su presupuesto</h2>
<p>Aceptamos el Plan de Salud de Oregon (OHP, Medicaid), Medicare y la mayoría de los seguros privados. Si no tiene seguro, pagará según el tamaño y los ingresos de su hogar con nuestra <strong>escala de pago según ingresos</strong>. A nadie se le niega la atención por no poder pagar.</p>
<h2>Atención en su idioma</h2>
<p>Ofrecemos intérpretes médicos gratis, en persona o por video, para cualquier idioma, como español, vietnamita, ruso, somalí, árabe y mandarín. Solo avísenos cuando llame.</p>
<p>Ofrecemos atención primaria en nuestras clínicas de <a href="/es/locations/main-street">Main Street</a>, <a href="/es/locations/riverside">Riverside</a>, <a href="/es/locations/millbrook">Millbrook</a>, <a href="/es/locations/harbor-street">Harbor Street</a> y <a href="/es/locations/lincoln-school">Lincoln School</a>. Riverside abre hasta las 8 p.m. de lunes a jueves, y Main Street abre los sábados por la mañana.</p>`,
    image: {
      src: "/wp-content/uploads/services/primary-care.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de un estetoscopio alrededor de un corazón",
    },
  },
  dental: {
    display_title: "Atención dental",
    summary:
      "Limpiezas, empastes, extracciones, dentaduras postizas y atención dental urgente para niños y adultos, con una escala de pago según ingresos para quienes no tienen seguro dental.",
    content: `<p>Una boca sana es parte de un cuerpo sano. El equipo dental de {{brand}} ofrece atención amable y sin juzgar a pacientes de todas las edades, incluso a personas que no han visto a un dentista en muchos años. Si le dan nervios las citas con el dentista, díganoslo. Iremos a su ritmo y le explicaremos cada paso.</p>
<h2>Servicios dentales</h2>
<ul>
<li>Exámenes, radiografías, limpiezas y flúor</li>
<li>Empastes, coronas y tratamientos de conducto en los dientes de enfrente</li>
<li>Extracciones y referidos para cirugía oral</li>
<li>Dentaduras postizas completas y parciales</li>
<li>Selladores y atención preventiva para niños, desde el primer diente</li>
<li>Limpiezas profundas y tratamiento de las encías</li>
<li>Atención dental durante el embarazo</li>
</ul>
<h2>¿Le duele un diente? Llámenos primero</h2>
<p>Cada mañana de lunes a viernes reservamos citas dentales urgentes para personas con dolor, con la cara hinchada o con un diente roto. Llame lo más temprano que pueda y haremos lo posible por atenderlo el mismo día. Si tiene una hinchazón que le dificulta respirar o tragar, vaya a la sala de emergencias más cercana.</p>
<h2>Cómo pagar la atención dental</h2>
<p>Aceptamos la cobertura dental del Plan de Salud de Oregon y muchos planes dentales privados. Los pacientes sin seguro dental pueden calificar para nuestra escala de pago según ingresos, que baja el costo de la mayoría de los servicios. El personal de recepción le puede ayudar a solicitarla en pocos minutos.</p>
<p>Ofrecemos atención dental en el <a href="/es/locations/eastside-dental">Centro Dental y de Visión Eastside</a> (también los sábados por la mañana), en la <a href="/es/locations/riverside">Clínica Familiar Riverside</a> y, para estudiantes, en el <a href="/es/locations/lincoln-school">Centro de Salud Escolar Lincoln</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/dental.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de un diente sonriente junto a un cepillo de dientes",
    },
  },
  "behavioral-health": {
    display_title: "Salud conductual",
    summary:
      "Consejería, psiquiatría y apoyo para la depresión, la ansiedad, el trauma, el duelo y el estrés, muchas veces en la misma cita que su atención médica.",
    content: `<p>Todos pasamos por momentos difíciles. Nuestro equipo de salud conductual ayuda con el estrés, la tristeza, la preocupación, el trauma, el duelo, los problemas para dormir, los conflictos familiares y con problemas de salud mental más serios. No necesita un diagnóstico para hablar con nosotros, ni tampoco un referido.</p>
<h2>Cómo le podemos ayudar</h2>
<ul>
<li><strong>Apoyo el mismo día:</strong> muchas veces un consultor de salud conductual puede unirse a su cita médica para una conversación corta y privada.</li>
<li><strong>Consejería:</strong> terapia individual, de pareja y familiar con trabajadores sociales clínicos, consejeros y psicólogos con licencia.</li>
<li><strong>Psiquiatría:</strong> evaluación y control de medicamentos con nuestros enfermeros practicantes psiquiátricos.</li>
<li><strong>Grupos:</strong> grupos para aprender a manejar la ansiedad, la depresión, la crianza y el dolor crónico.</li>
<li><strong>Telesalud:</strong> citas por video o por teléfono cuando le cuesta venir en persona.</li>
</ul>
<p>El Plan de Salud de Oregon, Medicare y la mayoría de los seguros cubren la consejería, y los pacientes sin seguro pueden usar nuestra escala de pago según ingresos. Los intérpretes son gratis.</p>
<h2>Si está en crisis</h2>
<p>Si está pensando en hacerse daño o hacerle daño a otra persona, llame o envíe un mensaje de texto al <strong>988</strong> para comunicarse con la Línea de Prevención del Suicidio y Crisis a cualquier hora, de día o de noche, o llame al 911. También puede entrar a cualquiera de nuestras clínicas en horario de atención y decirle a la recepción que necesita hablar con alguien de inmediato.</p>
<p>Ofrecemos servicios de salud conductual en <a href="/es/locations/main-street">Main Street</a>, <a href="/es/locations/riverside">Riverside</a>, <a href="/es/locations/harbor-street">Harbor Street</a>, <a href="/es/locations/millbrook">Millbrook</a> y <a href="/es/locations/lincoln-school">Lincoln School</a>. Conozca a las personas que hacen este trabajo en la página del <a href="/es/team/behavioral-health-team">equipo de salud conductual</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/behavioral-health.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de dos personas conversando, con un corazón entre ellas",
    },
  },
  pediatrics: {
    display_title: "Pediatría",
    summary:
      "Consultas de niño sano, vacunas, atención por enfermedad y revisiones del desarrollo para bebés, niños y adolescentes.",
    content: `<p>Desde la primera consulta del recién nacido hasta el último examen deportivo antes de la universidad, nuestros proveedores de pediatría trabajan junto a los padres y cuidadores para ayudar a los niños a crecer sanos. Atendemos a niños con el Plan de Salud de Oregon, con seguro privado o sin ningún seguro.</p>
<h2>Servicios para niños y adolescentes</h2>
<ul>
<li>Consultas de recién nacido y de niño sano según el calendario recomendado</li>
<li>Todas las vacunas para niños y adolescentes, incluidas las vacunas atrasadas</li>
<li>Revisiones del desarrollo y de autismo</li>
<li>Consultas por enfermedad, muchas veces el mismo día</li>
<li>Atención del asma, las alergias y el TDAH</li>
<li>Consultas confidenciales de salud para adolescentes</li>
<li>Exámenes físicos para la escuela, el campamento y los deportes</li>
</ul>
<h2>Ayuda para toda la familia</h2>
<p>Nuestras clínicas lo pueden conectar con WIC, recursos de alimentos, clases para padres y ayuda para inscribirse en un seguro médico. Un dietista y un consultor de salud conductual trabajan junto a nuestro equipo de pediatría, así que puede preguntar sobre la alimentación selectiva, el sueño o las emociones fuertes en la misma cita.</p>
<p>Los estudiantes de Lincoln Middle School y de escuelas cercanas pueden recibir atención sin salir de la escuela en el <a href="/es/locations/lincoln-school">Centro de Salud Escolar Lincoln</a>. También ofrecemos pediatría en <a href="/es/locations/main-street">Main Street</a>, <a href="/es/locations/riverside">Riverside</a> y <a href="/es/locations/millbrook">Millbrook</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/pediatrics.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de un padre y un niño tomados de la mano junto a un globo",
    },
  },
  "womens-health": {
    display_title: "Salud de la mujer",
    summary:
      "Atención prenatal, anticonceptivos, pruebas de detección de cáncer, atención de la menopausia y servicios de salud reproductiva en un ambiente acogedor.",
    content: `<p>Nuestros proveedores de salud de la mujer, entre ellos médicos de familia, enfermeras practicantes y una enfermera partera certificada, ofrecen atención en cada etapa de la vida. Damos la bienvenida a pacientes de todos los orígenes, identidades de género y tipos de familia.</p>
<h2>Servicios</h2>
<ul>
<li>Atención prenatal y después del parto, con partos en el Cedar Hollow Community Hospital</li>
<li>Todos los métodos anticonceptivos, incluidos el DIU y el implante, colocados el mismo día cuando es posible</li>
<li>Papanicolaou, pruebas del VPH y exámenes de los senos</li>
<li>Referidos para mamografías, incluida nuestra unidad móvil de mamografías que viene cada mes a Main Street</li>
<li>Pruebas y tratamiento de infecciones de transmisión sexual</li>
<li>Atención de la menopausia y de la salud de los huesos</li>
<li>Pruebas de embarazo y orientación sobre sus opciones</li>
</ul>
<h2>Apoyo durante el embarazo</h2>
<p>Las pacientes embarazadas pueden inscribirse rápido en el Plan de Salud de Oregon, muchas veces con cobertura desde el mismo mes. Nuestros especialistas de alcance comunitario le pueden ayudar con la solicitud, y nuestro dietista, el equipo dental y el equipo de salud conductual forman parte de su atención prenatal.</p>
<p>Ofrecemos consultas de salud de la mujer en el <a href="/es/locations/main-street">Centro de Salud Main Street</a> y en la <a href="/es/locations/millbrook">Clínica Rural Millbrook</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/womens-health.webp",
      width: 640,
      height: 400,
      alt: "Ilustración del perfil de una mujer con una flor que florece",
    },
  },
  pharmacy: {
    display_title: "Farmacia",
    summary:
      "Medicamentos a precios asequibles, entrega gratis en Cedar Hollow y consultas con el farmacéutico en nuestras propias farmacias.",
    content: `<p>Surtir sus recetas en una farmacia de {{brand}} le puede ahorrar dinero y tiempo. Como somos un centro de salud comunitario, podemos ofrecer muchos medicamentos a un precio mucho más bajo a los pacientes que califican, incluso a quienes no tienen seguro.</p>
<h2>Por qué usar nuestra farmacia</h2>
<ul>
<li>Precios con descuento en muchos medicamentos de marca y genéricos para los pacientes que califican</li>
<li>Su farmacéutico puede ver su expediente de la clínica y hablar directamente con su proveedor</li>
<li>Entrega gratis a domicilio en Cedar Hollow y Millbrook</li>
<li>Paquetes de pastillas separadas por dosis y calendarios de medicamentos para ayudarle a tomarlos a tiempo</li>
<li>Naloxona (Narcan) gratis, sin necesidad de receta</li>
<li>Vacunas contra la gripe y el COVID-19 sin cita</li>
</ul>
<h2>Hable con un farmacéutico</h2>
<p>Nuestros farmacéuticos clínicos se reúnen con pacientes que toman varios medicamentos, que van a empezar a usar insulina o que tienen problemas para pagar sus recetas. Pídale un referido a su proveedor o pregunte en el mostrador de la farmacia.</p>
<p>Tenemos farmacias dentro del <a href="/es/locations/main-street">Centro de Salud Main Street</a> y del <a href="/es/locations/harbor-street">Centro de Recuperación y Bienestar Harbor Street</a>. No necesita ser nuestro paciente para surtir una receta, pero los precios con descuento son solo para nuestros pacientes.</p>`,
    image: {
      src: "/wp-content/uploads/services/pharmacy.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de un frasco de medicina y unas cápsulas",
    },
  },
  vision: {
    display_title: "Cuidado de la vista",
    summary:
      "Exámenes de la vista y anteojos para niños y adultos, y revisión de los ojos para personas con diabetes, cerca de casa y a un precio que usted puede pagar.",
    content: `<p>Ver bien ayuda a los niños a aprender, ayuda a los adultos a trabajar y protege a las personas mayores de las caídas. Nuestros optometristas hacen exámenes completos de la vista y le ayudan a escoger anteojos económicos en nuestra óptica.</p>
<h2>Servicios de la vista</h2>
<ul>
<li>Exámenes completos de la vista desde los 3 años</li>
<li>Recetas y ajuste de anteojos, con armazones de bajo costo</li>
<li>Anteojos gratis para niños con el Plan de Salud de Oregon</li>
<li>Exámenes de los ojos y fotos de la retina para personas con diabetes</li>
<li>Pruebas de glaucoma y cataratas, con referidos cuando se necesitan</li>
<li>Atención de ojos rojos, con comezón o lastimados</li>
</ul>
<p>El Plan de Salud de Oregon cubre los exámenes de la vista para niños, pacientes embarazadas y adultos con ciertos problemas de salud. Los pacientes sin seguro pueden usar nuestra escala de pago según ingresos para los exámenes y los anteojos.</p>
<p>Ofrecemos cuidado de la vista en el <a href="/es/locations/eastside-dental">Centro Dental y de Visión Eastside</a> y un día a la semana en el <a href="/es/locations/main-street">Centro de Salud Main Street</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/vision.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de un ojo y un par de anteojos",
    },
  },
  "substance-use-treatment": {
    display_title: "Tratamiento para el consumo de sustancias",
    summary:
      "Tratamiento compasivo y basado en la evidencia para personas con problemas de consumo de opioides, alcohol, metanfetamina u otras sustancias, con medicamentos y consejería.",
    content: `<p>La recuperación es posible, y no tiene que hacerlo solo. El equipo de nuestro Centro de Recuperación y Bienestar Harbor Street trata el trastorno por consumo de sustancias como lo que es, un problema de salud, con respeto y sin juzgar. Aquí es bienvenido si quiere dejar de consumir, consumir menos o solo informarse.</p>
<h2>Opciones de tratamiento</h2>
<ul>
<li><strong>Medicamentos para el trastorno por consumo de opioides:</strong> buprenorfina (Suboxone), que puede empezar el mismo día, y naltrexona</li>
<li><strong>Tratamiento para el consumo de alcohol:</strong> medicamentos y consejería para reducir las ansias de beber</li>
<li><strong>Consejería:</strong> sesiones individuales y en grupo con consejeros certificados en alcohol y drogas</li>
<li><strong>Apoyo de pares:</strong> mentores que han vivido su propia recuperación</li>
<li><strong>Reducción de daños:</strong> naloxona gratis, tiras para detectar fentanilo y cuidado de heridas</li>
<li><strong>Atención primaria:</strong> vacunas, tratamiento de la hepatitis C y prevención del VIH en el mismo edificio</li>
</ul>
<h2>Cómo empezar</h2>
<p>Venga sin cita cualquier mañana de lunes a viernes entre las 7 y las 10 a.m., o llámenos para hacer una cita. No hay lista de espera para la buprenorfina. Aceptamos el Plan de Salud de Oregon, Medicare y la mayoría de los seguros, y los pacientes sin seguro pueden usar nuestra escala de pago según ingresos.</p>
<p>Visite el <a href="/es/locations/harbor-street">Centro de Recuperación y Bienestar Harbor Street</a>, o pídale un referido a su proveedor de atención primaria en cualquiera de nuestras clínicas.</p>`,
    image: {
      src: "/wp-content/uploads/services/substance-use-treatment.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de unas manos abiertas que sostienen un brote bajo el sol naciente",
    },
  },
  nutrition: {
    display_title: "Asesoría de nutrición",
    summary:
      "Citas individuales con un dietista registrado, clases de cocina y ayuda para encontrar comida saludable y económica.",
    content: `<p>La comida es medicina, y comer bien no tiene que ser caro ni complicado. Nuestros dietistas registrados trabajan con usted para hacer cambios pequeños y realistas que se ajusten a su cultura, su presupuesto y su horario.</p>
<h2>Le podemos ayudar con</h2>
<ul>
<li>Diabetes, prediabetes y colesterol alto</li>
<li>Presión alta y enfermedad de los riñones</li>
<li>Alimentación saludable durante el embarazo y la lactancia</li>
<li>Niños que no quieren comer de todo, alergias alimentarias y dudas sobre el crecimiento</li>
<li>Preocupaciones sobre el peso, sin vergüenza ni dietas extremas</li>
</ul>
<h2>Más allá de la cita</h2>
<p>Cada mes ofrecemos clases de cocina gratis en inglés y en español en la cocina de enseñanza de Main Street, y nuestro huerto comunitario comparte verduras frescas todo el verano. Si le preocupa no tener suficiente comida, nuestros trabajadores comunitarios de salud lo pueden conectar con bancos de alimentos, SNAP (cupones para alimentos) y WIC.</p>
<p>Ofrecemos citas de nutrición en <a href="/es/locations/main-street">Main Street</a>, <a href="/es/locations/riverside">Riverside</a> y <a href="/es/locations/lincoln-school">Lincoln School</a>. Pídale un referido a su proveedor o llame a cualquier clínica para hacer una cita.</p>`,
    image: {
      src: "/wp-content/uploads/services/nutrition.webp",
      width: 640,
      height: 400,
      alt: "Ilustración de una manzana, una zanahoria y verduras de hoja verde",
    },
  },
} satisfies Translations<Service>;
