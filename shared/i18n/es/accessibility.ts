/** @module Texto en español de la declaración de accesibilidad. La página llena cada `{…}` (nombres, enlaces). */
import type { Messages } from "../messages.ts";

export const accessibility = {
  heading: "Declaración de accesibilidad",
  lead: "{brand} quiere que todas las personas de nuestra comunidad puedan usar este sitio web y encontrar la información que necesitan, incluidas las personas con discapacidades.",
  commitmentHeading: "Nuestro compromiso",
  commitment:
    "Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA en todo este sitio web, y con las pautas más recientes WCAG 2.2 siempre que sea posible. Estas pautas explican cómo hacer que el contenido web sea más fácil de usar para las personas ciegas o con baja visión, sordas o con pérdida de audición, o con discapacidades motrices, cognitivas u otras. La accesibilidad es un trabajo continuo, y seguimos probando y mejorando el sitio a medida que cambia.",
  doHeading: "Lo que hacemos",
  doKeyboard:
    "Todas las páginas y funciones se pueden usar solo con el teclado, con un indicador de foco visible.",
  doScreenReaders:
    "Probamos las páginas con lectores de pantalla y usamos encabezados, etiquetas y descripciones de imágenes claros.",
  doContrast:
    "Los textos y controles tienen suficiente contraste de color para leerse con facilidad, y el color nunca es la única señal.",
  doMotion:
    "Si configura su dispositivo para reducir el movimiento, respetamos esa opción y reducimos las animaciones al mínimo.",
  doCaptions: "Los videos que publicamos tienen subtítulos.",
  doZoom:
    "Puede ampliar el texto al 200 por ciento sin perder contenido y sin tener que desplazarse hacia los lados para leerlo.",
  limitsHeading: "Limitaciones conocidas",
  limits:
    "Parte del contenido de este sitio web proviene de otras compañías, como los mapas y nuestro portal del paciente. Esos servicios los manejan otras empresas, y no podemos controlar por completo qué tan accesibles son. Elegimos a esas empresas pensando en la accesibilidad y les comunicamos cualquier problema que usted nos informe. Si una herramienta de terceros no le funciona, le ayudaremos a obtener la misma información o el mismo servicio de otra manera, por ejemplo por teléfono o en persona.",
  reportHeading: "Infórmenos sobre una barrera o pida otro formato",
  report:
    "Si algo en este sitio web le resulta difícil de usar, o si desea recibir información en otro formato (como letra grande, audio o un documento electrónico accesible), avísenos. Díganos en qué página estaba y qué salió mal, y le ayudaremos.",
  phoneLine: "Teléfono: {phone} (TTY: 711)",
  emailLine: "Correo electrónico: {email}",
  contactLine: "En línea o por correo postal: consulte nuestra {contact}",
  contactPage: "página de contacto",
  respond: "Procuramos responder en un plazo de dos días hábiles.",
  clinicsHeading: "En nuestras clínicas",
  clinics:
    "Cuando visite {brand}, puede pedir adaptaciones sin costo alguno para usted. Estas incluyen intérpretes calificados de lengua de señas, materiales escritos en otros formatos y ayuda para moverse dentro de nuestras clínicas. Díganos lo que necesita cuando haga su cita, o pregunte a cualquier miembro de nuestro personal. También puede leer nuestro {notice}.",
  notice: "Aviso de no discriminación y asistencia lingüística",
  reviewed: "Última revisión: noviembre de 2026.",
} satisfies Messages["accessibility"];
