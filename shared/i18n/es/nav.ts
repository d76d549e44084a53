/** @module Textos en español de la barra de navegación. */
import type { Messages } from "../messages.ts";

export const nav = {
  main: "Principal",
  services: "Servicios",
  locations: "Ubicaciones",
  about: "Quiénes somos",
  generalInfo: "Información general",
  news: "Noticias",
  covid19: "COVID-19",
  contactUs: "Comuníquese con nosotros",
  employees: "Empleados",
  jobOpenings: "Empleos disponibles",
  trainingPortal: "Portal de capacitación para empleados",
  star: "STAR",
  aboutStar: "Acerca de STAR",
  starEvents: "Eventos de STAR",
  donate: "Donar",
  patientPortal: "Portal del paciente",
  menu: "Menú",
} satisfies Messages["nav"];
