/** @module Texto en español del Aviso de no discriminación y asistencia lingüística. La página llena cada `{…}`. */
import type { Messages } from "../messages.ts";

export const nondiscrimination = {
  heading: "Aviso de no discriminación y asistencia lingüística",
  lead: "Todas las personas merecen una atención respetuosa y de alta calidad. En {brand} cumplimos con las leyes federales de derechos civiles y ofrecemos ayuda gratuita para que pueda comunicarse con nosotros y entender su atención.",
  commitmentHeading: "Nuestro compromiso",
  commitment:
    "{brand} cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen nacional (incluidos el dominio limitado del inglés y el idioma principal), edad, discapacidad o sexo (incluidas las características sexuales, los rasgos intersexuales, el embarazo o afecciones relacionadas, la orientación sexual, la identidad de género y los estereotipos sexuales). {brand} no excluye a las personas ni las trata de forma diferente por ninguno de estos motivos.",
  disabilityHeading: "Ayuda gratuita para personas con discapacidades",
  disability:
    "Ofrecemos a las personas con discapacidades modificaciones razonables y ayudas y servicios gratuitos y oportunos para que puedan comunicarse de manera eficaz con nosotros, como:",
  signLanguage: "Intérpretes calificados de lengua de señas",
  otherFormats:
    "Información escrita en otros formatos, como letra grande, audio y formatos electrónicos accesibles",
  languageHeading: "Asistencia lingüística gratuita",
  language:
    "Ofrecemos servicios gratuitos y oportunos de asistencia lingüística a las personas cuyo idioma principal no es el inglés, como:",
  interpreters: "Intérpretes calificados",
  otherLanguages: "Información escrita en otros idiomas",
  howHeading: "Cómo obtener estos servicios",
  how: "Si necesita modificaciones razonables, ayudas y servicios adecuados o asistencia lingüística, llámenos al {phone} (TTY: 711) o pregunte a cualquier miembro de nuestro personal. Estos servicios son gratuitos.",
  coordinatorHeading: "Nuestro Coordinador de Derechos Civiles",
  coordinator:
    "Nuestro Coordinador de Derechos Civiles se asegura de que cumplamos con la Sección 1557 de la Ley de Cuidado de Salud a Bajo Precio (Affordable Care Act) y puede responder a sus preguntas.",
  coordinatorTitle: "Cargo: Coordinador de Derechos Civiles",
  coordinatorMail:
    "Correo postal: {brand}, a la atención del Coordinador de Derechos Civiles, en la dirección de nuestra {contact}",
  contactPage: "página de contacto",
  phoneLine: "Teléfono: {phone} (TTY: 711)",
  emailLine: "Correo electrónico: {email}",
  grievanceHeading: "Cómo presentar una queja",
  grievance:
    "Si cree que {brand} no le ha brindado estos servicios o lo ha discriminado de otra manera por motivos de raza, color, origen nacional, edad, discapacidad o sexo, puede presentar una queja ante nuestro Coordinador de Derechos Civiles. Puede presentarla en persona, por correo postal, por teléfono o por correo electrónico, con los datos de contacto de arriba. Si necesita ayuda para presentar una queja, nuestro Coordinador de Derechos Civiles puede ayudarle. No tomaremos represalias contra usted por presentar una queja.",
  federalHeading: "Cómo presentar una queja de derechos civiles ante el gobierno federal",
  federal:
    "También puede presentar una queja de derechos civiles ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU.:",
  federalOnline: "En línea, en el Portal de Quejas de la Oficina de Derechos Civiles: {link}",
  federalPhone: "Por teléfono: {phone}, {tdd} (TDD)",
  federalMail:
    "Por correo postal: U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, DC 20201",
  federalForms: "Los formularios de queja están disponibles en {link}.",
  always:
    "Este aviso está disponible en todo momento en nuestro sitio web, e impreso en cada una de nuestras clínicas.",
  assistanceHeading: "Asistencia lingüística",
  assistance: "Hay ayuda gratuita disponible en su idioma. Llámenos y díganos qué idioma habla.",
} satisfies Messages["nondiscrimination"];
