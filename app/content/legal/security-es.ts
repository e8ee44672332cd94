import { telHref } from "../business.ts";
import { hoursLabel } from "../model/hours.ts";
import { pageModified } from "../page-dates.ts";
import type { SecurityContent } from "./security.ts";
import type { SitePractices } from "./site-practices.ts";
import { spanishPath, spanishVersionNotice } from "./translation.ts";
import { type LegalDocument, p, translatedSection, ul } from "./types.ts";

/**
 * The Security Policy in Spanish: the English policy (security.ts) carried over block by block, the same six
 * sections in the same order, the bot check named only when the site has one. The English version governs
 * (translation.ts).
 */
export function spanishSecurityPolicy(
  content: SecurityContent,
  site: Pick<SitePractices, "botCheck" | "onlinePayment">,
): LegalDocument {
  const { business: details } = content;
  const phoneLink = `[${details.phone}](${telHref(details.phone)})`;
  const emailLink = `[${details.email}](mailto:${details.email})`;
  return {
    lang: "es",
    notice: spanishVersionNotice("security-policy"),
    modified: pageModified("security-policy", content),
    intro: [
      p(
        "Cuando usted nos abre las puertas de su casa o de su negocio, nos confía lo que más le importa. Esta política explica cómo protegemos sus bienes, su privacidad y su información, desde el día en que contratamos a un miembro del equipo hasta el momento en que cerramos la puerta con llave al salir.",
      ),
    ],
    sections: [
      translatedSection(
        "background-checks",
        "Verificación de antecedentes",
        p(
          "Cada miembro de nuestro equipo de limpieza pasa una verificación de antecedentes penales antes de su primera visita, y verificamos su identidad y su autorización para trabajar en los Estados Unidos. Pedimos referencias a empleadores anteriores y repetimos periódicamente la verificación de antecedentes de todas las personas que trabajan en las casas y los negocios de nuestros clientes.",
        ),
        p(
          "Nuestro personal cuenta con licencia, fianza y seguro. Los nuevos miembros del equipo siempre trabajan junto a un compañero con experiencia antes de que se les asigne una casa por su cuenta.",
        ),
      ),
      translatedSection(
        "training",
        "Capacitación",
        p("Antes de limpiar por su cuenta, cada miembro del equipo recibe capacitación en:"),
        ul(
          "nuestros estándares y listas de limpieza, cuarto por cuarto;",
          "el uso, la dilución y el almacenamiento seguros de nuestros productos ecológicos, sobre todo cerca de niños y mascotas;",
          "el manejo de llaves, códigos de puertas y códigos de alarma, y cómo cerrar con llave al final de cada visita;",
          "el respeto a su privacidad: no abrimos correspondencia, cajones ni papeles personales, no tomamos fotos de su casa y no publicamos nada sobre nuestros clientes;",
          "qué hacer si algo se daña, no se ve bien o no parece seguro, y cómo reportarlo el mismo día.",
        ),
        p(
          "Cada año, y cada vez que cambian nuestros procedimientos, el equipo recibe una capacitación de repaso.",
        ),
      ),
      translatedSection(
        "access-control",
        "Control de acceso",
        p(
          "Muchos clientes no están en casa mientras limpiamos. Tratamos sus llaves y sus códigos con el mismo cuidado con que tratamos su casa:",
        ),
        ul(
          "Las llaves se marcan con un código, nunca con su nombre ni su dirección, y cuando no se usan se guardan en una caja de seguridad con llave en nuestra oficina.",
          "Una llave se entrega con firma solo al equipo asignado a su visita y se devuelve con firma el mismo día.",
          "Los códigos de puertas, cocheras, portones y alarmas se guardan en nuestro sistema de citas, visibles solo para el personal que los necesita para su visita, y nunca se anotan ni se comparten.",
          "Al final de cada visita, el equipo cierra con llave cada puerta que usó, activa su alarma si usted nos lo pidió y confirma que la propiedad quede segura.",
          "Usted puede cambiar sus códigos en cualquier momento; solo díganos cuáles son los nuevos. Cuando termina nuestro servicio, le devolvemos sus llaves o le confirmamos por escrito que fueron destruidas.",
        ),
        p(
          "En edificios comerciales seguimos sus propias reglas de acceso, incluidos gafetes, hojas de registro y áreas restringidas como los cuartos de expedientes médicos.",
        ),
      ),
      translatedSection(
        "data-protection",
        "Protección de datos",
        p(
          `La información que usted nos da por medio de nuestro formulario de cotización, por teléfono o por correo electrónico se usa solo para responder a su solicitud y hacer su limpieza. Nuestro sitio web funciona con una conexión cifrada (HTTPS), ${site.botCheck ? "Google reCAPTCHA protege el formulario de cotización contra el spam automático, " : ""}y las solicitudes se guardan en sistemas protegidos a los que solo tiene acceso el personal autorizado.`,
        ),
        ul(
          site.onlinePayment
            ? "Nunca pedimos datos de tarjeta en nuestro formulario de cotización, por correo electrónico ni por mensaje de texto; el pago se hace a través de una pasarela de pago segura: los pagos en línea se ingresan en la página segura de nuestro proveedor de pagos, Stripe, y nunca llegan a nuestro sitio web."
            : "Nunca pedimos datos de tarjeta en nuestro formulario de cotización, por correo electrónico ni por mensaje de texto, y este sitio web no recibe pagos.",
          "Las cuentas del personal son individuales, están protegidas con contraseñas seguras y se cierran en cuanto alguien deja nuestro equipo.",
          "Guardamos su información solo el tiempo que la necesitamos, y nunca la vendemos.",
        ),
        p(
          `Nuestra [Política de privacidad](${spanishPath("privacy-policy")}) explica en detalle qué recopilamos, para qué y qué opciones tiene usted.`,
        ),
      ),
      translatedSection(
        "secure-equipment",
        "Equipo seguro",
        p(
          "Nuestro personal llega con equipo y materiales propiedad de la empresa, así que a su casa no entra nada desconocido.",
        ),
        ul(
          "Las aspiradoras, los trapeadores y las herramientas se limpian, revisan y mantienen según un calendario, y los trapos tienen colores distintos para que los de la cocina y los del baño nunca se mezclen.",
          "Los productos de limpieza se mantienen en sus envases etiquetados, se guardan fuera del alcance de niños y mascotas durante la visita y nos los llevamos al salir.",
          "Los teléfonos que usan nuestros jefes de equipo para ver los horarios y los datos de acceso están bloqueados con código y pueden borrarse a distancia si alguno se pierde.",
        ),
      ),
      translatedSection(
        "incident-reporting",
        "Reporte de incidentes",
        p(
          "Si algo sale mal, usted se enterará primero por nosotros. Los miembros del equipo reportan de inmediato a su supervisor cualquier daño, rotura, problema de seguridad o accidente, y nos comunicamos con usted el mismo día para explicarle qué pasó y qué haremos al respecto.",
        ),
        p(
          `Si nota un problema después de una visita, ya sea que algo esté dañado, falte o no haya quedado asegurado, avísenos dentro de las 24 horas: llame al ${phoneLink} (${hoursLabel(details.hours, "es")}) o escriba a ${emailLink}. Documentamos cada reporte, lo investigamos de inmediato y, cuando somos responsables, lo resolvemos como se describe en nuestros [Términos y condiciones](${spanishPath("terms-and-conditions")}#responsabilidad).`,
        ),
        p(
          "Si alguna vez sabemos que se expuso información personal que guardamos, avisaremos a las personas afectadas y a las autoridades, como lo exige la ley de Texas.",
        ),
      ),
    ],
  };
}
