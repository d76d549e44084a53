/** @module Demo CMS seed, Spanish: the home page and the content pages (about, COVID-19, contact, privacy). */
import type { ContentPage, HomePage } from "../../../../../shared/cms/types.ts";
import type { Translations } from "./translations.ts";

export const home = {
  hero_title: "Atención médica para todos nuestros vecinos",
  hero_text:
    "Atención médica, dental, de salud conductual, de la vista y de farmacia para toda la familia en seis clínicas de Cedar Hollow y Millbrook. Aceptamos el Plan de Salud de Oregon, Medicare y la mayoría de los seguros, y a nadie se le niega la atención por no poder pagar.",
  hero_image: {
    src: "/wp-content/uploads/hero/home.webp",
    width: 1600,
    height: 900,
    alt: "Ilustración de una clínica entre colinas verdes, con familias caminando hacia ella",
  },
  services_intro:
    "Desde chequeos y limpiezas hasta consejería y recetas, nuestros equipos trabajan juntos para que usted reciba lo que necesita en un solo lugar y en su idioma.",
  locations_intro:
    "Seis clínicas en Cedar Hollow y Millbrook, con horario de noche en Riverside y los sábados por la mañana en Main Street, Eastside y Harbor Street.",
  star_title: "Ilumine el camino con STAR",
  star_text:
    "Los donantes de STAR ayudan a sus vecinos a recibir dentaduras postizas, medicinas, transporte a sus citas y comida saludable. Cada donativo se queda aquí mismo, en nuestra comunidad.",
  portal_title: "Su salud, en línea",
  portal_text:
    "Haga citas, envíe mensajes a su equipo de atención, vea los resultados de sus análisis y pida que le vuelvan a surtir sus recetas a cualquier hora en el portal del paciente, disponible en seis idiomas.",
} satisfies Partial<HomePage>;

export const pages = {
  aboutUs: {
    title: "Quiénes somos",
    summary:
      "{{brand}} es un centro de salud comunitario sin fines de lucro que atiende a más de 28,000 personas en Cedar Hollow y Millbrook, tengan o no seguro médico y puedan o no pagar.",
    content: `<p>{{brand}} es un centro de salud comunitario sin fines de lucro que ofrece servicios médicos, dentales, de salud conductual, de la vista, de nutrición y de farmacia a más de 28,000 personas al año en seis clínicas de Cedar Hollow y Millbrook, Oregon. Damos la bienvenida a todos, con o sin seguro, y nunca le negamos la atención a nadie por no poder pagar.</p>
<h2>Nuestra misión</h2>
<p><strong>Ofrecer atención médica integral, de alta calidad y a un costo asequible, que honre la dignidad de cada persona y ayude a nuestras comunidades a prosperar.</strong></p>
<h2>Nuestra historia</h2>
<p>En 1978, un grupo de enfermeras, defensores de los trabajadores agrícolas y un médico de familia jubilado abrieron una clínica nocturna gratuita en el sótano de una iglesia de Main Street. Tenían dos camillas, un aparato prestado para medir la presión y una sala de espera que se llenaba cada martes por la noche. Muchos de sus primeros pacientes eran familias de trabajadores agrícolas que no tenían otro lugar adonde ir.</p>
<p>La clínica se convirtió en un centro de salud calificado federalmente (FQHC) en 1991 y se mudó al edificio de 1420 Main Street en 1998. Desde entonces, hemos agregado atención dental, salud conductual, una farmacia, un centro de salud escolar, una clínica rural en Millbrook, un centro de recuperación y bienestar en Harbor Street y una clínica móvil que recorre todo el valle. Nuestras raíces siguen siendo las mismas: atender a cualquier persona que cruce la puerta.</p>
<h2>Qué hace diferente a un centro de salud comunitario</h2>
<ul>
<li><strong>Abierto a todos.</strong> Aceptamos el Plan de Salud de Oregon (Medicaid), Medicare, seguros privados y pacientes sin seguro. Con nuestra escala de pago según ingresos, lo que usted paga depende de sus ingresos y del tamaño de su hogar.</li>
<li><strong>Dirigido por pacientes.</strong> Más de la mitad de los miembros de nuestra junta directiva son pacientes de nuestras clínicas, así que las personas que atendemos ayudan a decidir cómo las atendemos.</li>
<li><strong>Atención integral.</strong> La atención médica, dental, de salud conductual y el apoyo social trabajan juntos, muchas veces en la misma cita.</li>
<li><strong>En su idioma.</strong> Hay intérpretes gratis para cada cita, y muchos de nuestros empleados hablan español, vietnamita, ruso, somalí, árabe, mandarín y otros idiomas.</li>
</ul>
<h2>Nuestros valores</h2>
<ul>
<li><strong>Respeto:</strong> tratamos a cada persona con amabilidad y sin juzgar.</li>
<li><strong>Equidad:</strong> trabajamos para quitar las barreras que impiden que las personas tengan buena salud.</li>
<li><strong>Comunidad:</strong> escuchamos a nuestros vecinos y trabajamos junto a ellos.</li>
<li><strong>Excelencia:</strong> nos exigimos los más altos estándares de atención segura y eficaz.</li>
</ul>
<h2>En cifras (2025)</h2>
<ul>
<li>28,400 pacientes y 96,000 consultas</li>
<li>El 47 por ciento de los pacientes tiene el Plan de Salud de Oregon; el 14 por ciento no tiene seguro</li>
<li>El 36 por ciento de los pacientes prefiere recibir atención en un idioma distinto del inglés</li>
<li>410 empleados, entre ellos 78 proveedores médicos, dentales y de salud conductual</li>
</ul>
<h2>Rendición de cuentas</h2>
<p>{{brand}} es una organización sin fines de lucro 501(c)(3). Recibimos fondos de la Administración de Recursos y Servicios de Salud (HRSA) del gobierno federal, del Estado de Oregon, de los pagos de los pacientes, de los seguros y de donantes generosos a través de nuestro <a href="/es/star">programa STAR</a>. La Autoridad de Salud de Oregon reconoce a nuestras clínicas como Hogares de Atención Primaria Centrados en el Paciente. Puede pedir nuestros informes anuales y estados financieros auditados en nuestra <a href="/es/contact-us">página de contacto</a>.</p>
<h2>Reconocimiento de la tierra</h2>
<p>Nuestras clínicas están en las tierras ancestrales del pueblo kalapuya, cuyos descendientes son miembros de las Tribus Confederadas de Grand Ronde y de las Tribus Confederadas de los Indios Siletz. Honramos su conexión duradera con esta tierra y sus aportes a la salud de nuestra región hoy en día.</p>
<p>¿Quiere trabajar con nosotros? Vea nuestros <a href="/es/job-openings">empleos disponibles</a> o conozca a nuestros <a href="/es/team/primary-care-team">equipos de atención</a>.</p>`,
    image: {
      src: "/wp-content/uploads/news/team.webp",
      width: 1200,
      height: 630,
      alt: "Ilustración de un grupo diverso de trabajadores de la salud de pie juntos",
    },
  },
  covid19: {
    title: "Información sobre el COVID-19",
    summary:
      "Dónde vacunarse, hacerse la prueba y recibir tratamiento del COVID-19 en nuestras clínicas, cómo mantenemos seguras nuestras salas de espera y ayuda para personas con COVID prolongado.",
    content: `<p>El COVID-19 es ahora uno de varios virus respiratorios que circulan cada año, sobre todo en otoño e invierno. La mayoría de las personas se recupera en casa, pero el virus todavía puede causar enfermedades graves en adultos mayores, personas embarazadas y personas con enfermedades crónicas o con el sistema inmunitario débil. {{brand}} ofrece vacunas, pruebas, tratamiento y atención de seguimiento para todos, con o sin seguro.</p>
<h2>Vacunas</h2>
<p>Las vacunas actualizadas contra el COVID-19 de 2026–2027 están disponibles en todas nuestras clínicas médicas y en nuestras farmacias de <a href="/es/locations/main-street">Main Street</a> y <a href="/es/locations/harbor-street">Harbor Street</a>. La vacuna se recomienda sobre todo para adultos de 65 años o más y para personas con mayor riesgo de enfermarse gravemente, y cualquier persona se la puede poner después de hablar con un proveedor o un farmacéutico. Puede ponerse la vacuna contra la gripe en la misma visita.</p>
<ul>
<li>No necesita cita en nuestras farmacias durante el horario de atención.</li>
<li>El Plan de Salud de Oregon, Medicare y la mayoría de los seguros cubren las vacunas.</li>
<li>Las vacunas para niños son gratis con el programa Vacunas para Niños (Vaccines for Children).</li>
<li>Adultos sin seguro: pregúntenos por opciones gratis o de bajo costo.</li>
</ul>
<h2>Pruebas</h2>
<p>Hay pruebas caseras gratis en la recepción de todas las clínicas hasta agotar existencias. No necesita ser nuestro paciente. Si tiene síntomas y necesita una prueba de laboratorio, llame a su clínica y la organizaremos, muchas veces en un área aparte o sin bajarse del carro.</p>
<h2>Tratamiento</h2>
<p>Si su prueba sale positiva y tiene mayor riesgo, llámenos el mismo día. Los medicamentos antivirales funcionan mejor si se empiezan dentro de los <strong>cinco días</strong> después de sus primeros síntomas, y pueden evitar que termine en el hospital. Muchos pacientes pueden tener su cita por video y recoger su medicina en nuestra farmacia. Nuestros farmacéuticos pueden ayudar a los pacientes sin seguro a inscribirse en programas que cubren el costo.</p>
<h2>Clínica de COVID Prolongado</h2>
<p>Si todavía tiene síntomas como cansancio, falta de aire, confusión mental o el corazón acelerado semanas o meses después del COVID-19, nuestra Clínica de COVID Prolongado en la <a href="/es/locations/riverside">Clínica Familiar Riverside</a> le puede ayudar. Un médico, un fisioterapeuta, un consejero y un farmacéutico trabajan juntos en un plan para su recuperación. Pídale un referido a su proveedor de atención primaria o llame a Riverside.</p>
<h2>Cuando visite nuestras clínicas</h2>
<ul>
<li>Si tiene tos, fiebre, dolor de garganta o goteo nasal, por favor, use una mascarilla dentro de la clínica. Hay mascarillas gratis en cada entrada.</li>
<li>Díganos si tiene síntomas cuando haga su cita, para ofrecerle una cita por video o una sala de espera aparte.</li>
<li>Cualquier persona puede usar mascarilla en cualquier momento, y usted puede pedirle a su equipo de atención que use una durante su cita.</li>
</ul>
<h2>Cuándo buscar atención de emergencia</h2>
<p>Llame al 911 o vaya a la sala de emergencias más cercana si tiene dificultad para respirar, dolor o presión en el pecho, confusión repentina, incapacidad para mantenerse despierto, o los labios o la piel de color azul, gris o pálido.</p>
<p>Para las noticias más recientes, vea nuestra página de <a href="/es/news">noticias</a> o llame a cualquiera de nuestras clínicas.</p>`,
    image: {
      src: "/wp-content/uploads/news/vaccine.webp",
      width: 1200,
      height: 630,
      alt: "Ilustración de una jeringa de vacuna y un escudo protector",
    },
  },
  contactPage: {
    title: "Comuníquese con nosotros",
    summary:
      "Los números de teléfono de cada clínica, nuestra dirección postal y un formulario para preguntas generales, comentarios y solicitudes de los medios.",
    content: `<p>Estamos aquí para ayudarle. La forma más rápida de hacer, cambiar o cancelar una cita es llamar directamente a su clínica o usar el portal del paciente. Para preguntas generales, comentarios y solicitudes de colaboración o de los medios, use el formulario de esta página y alguien de nuestro equipo le responderá en un plazo de dos días hábiles.</p>
<p><strong>Por favor, no use este formulario para preguntas médicas ni para compartir información sobre su salud.</strong> Los mensajes que se envían por este formulario no forman parte de su expediente médico y nadie los revisa fuera del horario de atención. Los pacientes actuales pueden enviar mensajes seguros a su equipo de atención por el portal del paciente.</p>
<h2>En una emergencia</h2>
<ul>
<li>Si tiene una emergencia médica, llame al <strong>911</strong> o vaya a la sala de emergencias más cercana.</li>
<li>Si está en crisis o piensa en el suicidio, llame o envíe un mensaje de texto al <strong>988</strong>, a cualquier hora.</li>
<li>Fuera del horario de atención, llame al número principal de su clínica para hablar con el personal de enfermería y el proveedor de guardia.</li>
</ul>
<h2>Teléfonos de las clínicas</h2>
<ul>
<li><a href="/es/locations/main-street">Centro de Salud Main Street</a>: (503) 555-0142</li>
<li><a href="/es/locations/riverside">Clínica Familiar Riverside</a>: (503) 555-0157</li>
<li><a href="/es/locations/eastside-dental">Centro Dental y de Visión Eastside</a>: (503) 555-0163</li>
<li><a href="/es/locations/harbor-street">Centro de Recuperación y Bienestar Harbor Street</a>: (503) 555-0171</li>
<li><a href="/es/locations/lincoln-school">Centro de Salud Escolar Lincoln</a>: (503) 555-0186</li>
<li><a href="/es/locations/millbrook">Clínica Rural Millbrook</a>: (503) 555-0194</li>
</ul>
<h2>Oficina administrativa</h2>
<p>{{brand}}<br>1420 Main Street, Second Floor<br>Cedar Hollow, OR 97399<br>Teléfono: (503) 555-0100</p>
<h2>Preguntas sobre facturas</h2>
<p>Llame a nuestra oficina de facturación al (503) 555-0110, de lunes a viernes de 8 a.m. a 4:30 p.m. Podemos hacer planes de pago y ayudarle a solicitar la escala de pago según ingresos.</p>
<h2>Elogios y quejas</h2>
<p>Queremos saber cómo fue su experiencia, buena o mala. Dígaselo a cualquier gerente de clínica, use el formulario de abajo o llame a nuestra línea de atención al paciente al (503) 555-0120. Presentar una queja nunca afectará la atención que recibe.</p>
<h2>Medios y colaboraciones</h2>
<p>Los periodistas, las organizaciones comunitarias y los posibles colaboradores pueden comunicarse con nuestro equipo de comunicaciones con el formulario de abajo. Elija “Medios de comunicación” o “Colaboraciones” como motivo.</p>`,
    image: {
      src: "/wp-content/uploads/locations/main-street.webp",
      width: 800,
      height: 500,
      alt: "Ilustración del Centro de Salud Main Street, un edificio de dos pisos con un toldo verde",
    },
  },
  privacy: {
    title: "Política de privacidad del sitio web",
    summary:
      "Cómo {{brand}} recopila, usa y protege la información cuando usted visita nuestro sitio web, incluidas las cookies, las estadísticas, los formularios y sus opciones de privacidad.",
    content: `<p><em>Vigente desde el 1 de marzo de 2026</em></p>
<p>Esta política explica qué información recopila {{brand}} (“nosotros” o “nuestro”) cuando usted visita nuestro sitio web público, cómo la usamos, con quién la compartimos y qué opciones tiene usted. La escribimos con palabras sencillas porque creemos que usted debe poder entenderla.</p>
<h2>Esta política y sus expedientes médicos</h2>
<p>Esta política cubre solo nuestro sitio web público. No cubre sus expedientes médicos, dentales o de salud conductual, la atención que recibe en nuestras clínicas ni nuestro portal del paciente. Esa información es información de salud protegida por la Ley de Portabilidad y Responsabilidad de Seguros Médicos (HIPAA), una ley federal, y por la ley de Oregon, y se describe en nuestro <strong>Aviso de Prácticas de Privacidad</strong>, que puede pedir en la recepción de cualquier clínica.</p>
<p>Nuestro sitio web público <strong>no</strong> es un medio seguro para la información de salud. Por favor, no nos envíe síntomas, diagnósticos, medicamentos ni otros datos de salud por el formulario de contacto del sitio, la suscripción al boletín o el buscador. Los pacientes actuales pueden enviar mensajes seguros a su equipo de atención por el portal del paciente.</p>
<h2>No es para emergencias</h2>
<p>Nuestro sitio web y nuestro formulario de contacto no se revisan las 24 horas del día. Si tiene una emergencia médica, llame al 911. Si está en crisis o piensa en el suicidio, llame o envíe un mensaje de texto al 988.</p>
<h2>La información que usted nos da</h2>
<ul>
<li><strong>Formulario de contacto:</strong> su nombre, su correo electrónico, su teléfono si decide darlo, el motivo que elija y su mensaje. Usamos esto solo para responderle y para mejorar nuestros servicios.</li>
<li><strong>Suscripción al boletín:</strong> su correo electrónico. Lo usamos solo para enviarle nuestro boletín. Cada boletín trae un enlace para cancelar la suscripción cuando quiera.</li>
<li><strong>Donativos:</strong> cuando usted dona, lo llevamos a la página segura de la empresa que procesa nuestros pagos. Esa empresa procesa su tarjeta y comparte con nosotros su nombre, sus datos de contacto y el monto de su donativo para que podamos darle las gracias y enviarle un recibo para sus impuestos. Nunca vemos ni guardamos el número completo de su tarjeta.</li>
<li><strong>Solicitudes de empleo:</strong> las solicitudes se envían por nuestro sitio de empleos, que tiene su propio aviso de privacidad.</li>
</ul>
<h2>La información que se recopila automáticamente</h2>
<p>Como la mayoría de los sitios web, nuestros servidores guardan automáticamente información técnica básica cuando usted nos visita, como su dirección IP, el tipo de navegador, el tipo de dispositivo, la página que pidió, la página de donde viene y la fecha y la hora. Usamos esta información para mantener seguro el sitio web, evitar abusos y arreglar problemas. Los registros del servidor se guardan por no más de 30 días, a menos que se necesiten para investigar un incidente de seguridad.</p>
<h2>Cookies y tecnologías parecidas</h2>
<p>Las cookies son archivos pequeños que guarda su navegador. Usamos:</p>
<ul>
<li><strong>Cookies y almacenamiento estrictamente necesarios</strong> para que el sitio web funcione, por ejemplo para mantener la sesión abierta de los empleados y proteger nuestros formularios contra abusos. No se pueden desactivar, y no lo rastrean por otros sitios web.</li>
<li><strong>Cookies de estadísticas</strong>, solo cuando nuestro sitio web tiene las estadísticas activadas y su navegador no envía una señal de Control Global de Privacidad (vea abajo). Nos ayudan a entender qué páginas son útiles y cuáles son difíciles de encontrar.</li>
</ul>
<p><strong>No</strong> usamos cookies de publicidad, píxeles de seguimiento publicitario ni píxeles de seguimiento de redes sociales, y no dejamos que otras empresas usen nuestro sitio web para armar perfiles publicitarios sobre usted.</p>
<h2>Estadísticas</h2>
<p>No mostramos un aviso de cookies ni pedimos su consentimiento, porque en lugar de eso usamos las estadísticas lo menos posible. Cuando las estadísticas están activadas en nuestro sitio web, usamos un servicio de estadísticas de otra empresa para medir cosas como cuántas personas visitan una página y cómo la encontraron. Lo configuramos para anonimizar (acortar) las direcciones IP, para no recopilar su nombre ni sus datos de contacto y para no compartir datos con los servicios de publicidad de esa empresa.</p>
<p>Las estadísticas nunca se activan:</p>
<ul>
<li>cuando su navegador envía una señal de <strong>Control Global de Privacidad (GPC)</strong>; la tomamos como su decisión de no participar en las estadísticas ni en ninguna otra recopilación opcional de datos;</li>
<li>en páginas con un formulario, como la página de contacto y la suscripción al boletín, para que nada de lo que escriba se mida;</li>
<li>en el portal del paciente, que es un sitio web aparte; ni</li>
<li>cuando el sitio web no tiene estadísticas configuradas.</li>
</ul>
<p>Para no participar, active el Control Global de Privacidad en su navegador (muchos navegadores y extensiones de privacidad lo ofrecen) o bloquee las cookies de nuestro sitio web en la configuración de su navegador.</p>
<h2>Servicios de otras empresas</h2>
<p>Algunas funciones de nuestro sitio web dependen de otras empresas. Cuando usted las usa, la empresa puede recibir su dirección IP e información básica de su navegador:</p>
<ul>
<li><strong>Los mapas</strong> de las páginas de las clínicas los ofrece un servicio de mapas. El mapa se carga cuando usted abre la página de una clínica.</li>
<li><strong>El buscador del sitio</strong> funciona con un servicio de búsqueda. Las palabras que busca se envían a ese servicio, así que, por favor, no busque información sobre su salud.</li>
<li><strong>La protección contra bots</strong> de nuestros formularios de contacto y del boletín usa un servicio de seguridad que revisa si una persona está llenando el formulario. Puede mirar información del navegador y del dispositivo solo para ese fin.</li>
<li><strong>El envío de correos</strong> de nuestro boletín usa un servicio de correo electrónico que, por contrato, solo puede usar su dirección para enviar nuestros mensajes.</li>
</ul>
<h2>Cómo compartimos la información</h2>
<p><strong>No vendemos</strong> su información personal, y no la compartimos para publicidad dirigida. Solo la compartimos:</p>
<ul>
<li>con empresas que nos prestan servicios y nos ayudan a manejar el sitio web, enviar correos o procesar donativos, con contratos que limitan cómo la pueden usar;</li>
<li>cuando lo exige la ley, por ejemplo para responder a una orden judicial válida; o</li>
<li>para proteger la seguridad de nuestros pacientes, nuestro personal o nuestro sitio web, por ejemplo para investigar un fraude o un incidente de seguridad.</li>
</ul>
<h2>Cuánto tiempo guardamos la información</h2>
<p>Los mensajes del formulario de contacto se guardan hasta dos años y después se borran, a menos que los necesitemos por más tiempo para dar seguimiento a una queja. Las direcciones del boletín se guardan hasta que usted cancele la suscripción. Los registros de donativos se guardan por siete años, como lo exigen las normas fiscales y de auditoría.</p>
<h2>Cómo protegemos la información</h2>
<p>Nuestro sitio web usa conexiones cifradas (HTTPS) en todas las páginas. Solo el personal que lo necesita puede ver lo que se envía por los formularios, y nuestro personal recibe capacitación sobre privacidad y seguridad cada año. Ningún sistema es perfectamente seguro, pero trabajamos mucho para proteger la información que usted comparte con nosotros.</p>
<h2>Niños</h2>
<p>Nuestro sitio web es para el público en general y no está dirigido a niños menores de 13 años. No recopilamos a sabiendas información personal de niños por el sitio web. Si cree que un niño nos ha enviado información personal, comuníquese con nosotros y la borraremos.</p>
<h2>Sus derechos y opciones</h2>
<p>Según donde viva, y también conforme a la Ley de Privacidad del Consumidor de Oregon, usted puede tener derecho a:</p>
<ul>
<li>preguntar qué información personal suya tenemos por medio del sitio web y recibir una copia;</li>
<li>pedirnos que la corrijamos o la borremos;</li>
<li>no participar en las estadísticas ni en ninguna otra recopilación opcional de datos; y</li>
<li>apelar si rechazamos su solicitud.</li>
</ul>
<p>Responderemos a las solicitudes en un plazo de 45 días y no lo trataremos de forma diferente por ejercer sus derechos. Para proteger su privacidad, puede que necesitemos confirmar su identidad antes de atender una solicitud. Los derechos sobre sus <em>expedientes médicos</em> se explican en nuestro Aviso de Prácticas de Privacidad.</p>
<h2>Enlaces a otros sitios web</h2>
<p>Nuestro sitio web tiene enlaces a otros sitios, como los de agencias de salud del gobierno, nuestro portal del paciente y nuestras redes sociales. Esos sitios tienen sus propias políticas de privacidad, y le recomendamos leerlas.</p>
<h2>Cambios en esta política</h2>
<p>Es posible que actualicemos esta política de vez en cuando. Cuando hagamos cambios importantes, cambiaremos la fecha de vigencia de arriba y publicaremos un aviso en nuestra página principal por lo menos durante 30 días.</p>
<h2>Comuníquese con nosotros</h2>
<p>Si tiene preguntas sobre esta política o quiere hacer una solicitud de privacidad, comuníquese con nuestro Oficial de Privacidad:</p>
<p>Oficial de Privacidad, {{brand}}<br>1420 Main Street, Second Floor<br>Cedar Hollow, OR 97399<br>Teléfono: (503) 555-0130<br>Correo electrónico: <a href="mailto:privacy@example.org">privacy@example.org</a></p>
<p>También puede usar nuestra <a href="/es/contact-us">página de contacto</a> y elegir “Privacidad” como motivo. Si cree que se violaron sus derechos de privacidad de la información de salud, también puede presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU. Nunca tomaremos represalias contra usted por presentar una queja.</p>`,
  },
} satisfies Translations<ContentPage>;
