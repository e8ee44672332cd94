import { business, telHref } from "../business.ts";
import { hoursLabel } from "../model/hours.ts";
import { pageModified } from "../page-dates.ts";
import type { SitePractices } from "./site-practices.ts";
import type { TermsContent } from "./terms.ts";
import { spanishPath, spanishVersionNotice } from "./translation.ts";
import { type LegalDocument, p, translatedSection, ul } from "./types.ts";

/**
 * The Terms and Conditions in Spanish: the English terms (terms.ts) carried over paragraph by paragraph, the same
 * facts and promises in the same sections and order, for readers in Texas ("usted"). The English version governs
 * (translation.ts). A change to one language's terms is made to the other's in the same commit.
 */
export function spanishTerms(
  content: TermsContent,
  site: Pick<SitePractices, "onlinePayment">,
): LegalDocument {
  const { business: details, facts } = content;
  const phoneLink = `[${details.phone}](${telHref(details.phone)})`;
  const emailLink = `[${details.email}](mailto:${details.email})`;
  return {
    lang: "es",
    notice: spanishVersionNotice("terms-and-conditions"),
    modified: pageModified("terms-and-conditions", content),
    intro: [
      p(
        `Estos Términos y Condiciones (los “Términos”) se aplican al uso que usted haga de este sitio web y a los servicios de limpieza residencial y comercial que presta ${facts.entityName} (“${business.name}” o “nosotros”) en Abilene, Texas, y las comunidades cercanas. Léalos con atención antes de pedir una cotización o reservar una limpieza.`,
      ),
    ],
    sections: [
      translatedSection(
        "acceptance-of-terms",
        "Aceptación de los términos",
        p(
          "Al usar este sitio web, pedir una cotización o reservar una limpieza con nosotros, usted acepta estos Términos. Si no está de acuerdo con ellos, le pedimos que no use el sitio web ni reserve nuestros servicios.",
        ),
        p(
          "Podemos actualizar estos Términos de vez en cuando. La fecha de “Última actualización” que aparece al principio de esta página indica la versión vigente. A cada reserva se le aplican los Términos vigentes el día en que usted la hace; los cambios posteriores se aplican a las reservas hechas después de su publicación.",
        ),
      ),
      translatedSection(
        "services",
        "Servicios",
        p(
          "Ofrecemos limpieza residencial (limpieza de casas, limpieza profunda, limpieza recurrente, limpieza de entrada y salida por mudanza, limpieza de Airbnb y de propiedades de renta entre huéspedes, y limpieza de obra nueva) y limpieza comercial (guarderías, consultorios médicos, oficinas, gimnasios y obras recién terminadas).",
        ),
        p(
          `El trabajo incluido en cada visita es el alcance acordado en su cotización y en la confirmación de su reserva. Nuestras [listas de limpieza](${spanishPath("cleaning-checklists")}) muestran lo que normalmente incluye cada tipo de limpieza y qué extras se ofrecen como servicios adicionales.`,
        ),
        p(
          "Las cotizaciones son gratis y se basan en la información que usted nos da, como los pies cuadrados, el tipo de limpieza y el estado del lugar. Si el lugar resulta muy distinto de lo que se describió, hablaremos con usted sobre el alcance o la cotización antes de empezar, nunca después.",
        ),
        p("Para que podamos hacer el trabajo bien y con seguridad, le pedimos que:"),
        ul(
          "le dé a nuestro equipo acceso a la propiedad a la hora acordada, con agua y electricidad funcionando;",
          "guarde el dinero en efectivo, las joyas, los medicamentos, las armas de fuego y otros objetos de valor o recuerdos frágiles;",
          "nos avise de mascotas, alarmas, alergias y cualquier superficie que necesite un cuidado especial;",
          "mantenga el lugar libre de peligros como material biológico peligroso, plagas, moho o estructuras inseguras, que no limpiamos.",
        ),
        p(
          "Nuestro personal cuenta con licencia, fianza y seguro, y llevamos nuestro propio equipo y productos ecológicos, seguros para mascotas y niños. No movemos muebles ni electrodomésticos pesados, no nos subimos a techos ni trabajamos a alturas peligrosas.",
        ),
      ),
      translatedSection(
        "booking-and-payment",
        "Reservas y pagos",
        p(
          "Al pedir su cotización, usted puede solicitar un día y un horario de llegada (hora de Abilene). Eso es una solicitud, no una reserva: le apartamos ese horario mientras lo revisamos, y podemos confirmarlo, ofrecerle otro horario o rechazarlo. Una reserva queda confirmada cuando hemos acordado con usted la fecha, la hora y el alcance, y le hemos enviado una confirmación por correo electrónico o mensaje de texto; la confirmación por correo electrónico incluye la visita como invitación de calendario y un enlace personal para cambiarla de fecha o cancelarla. Los precios se indican en su cotización y en su confirmación; el sitio web no muestra tarifas.",
        ),
        site.onlinePayment
          ? p(
              "El pago puede hacerse en línea a través de una pasarela de pago segura, Stripe. Cuando su cotización pide un depósito o el precio completo en línea, al aceptarla usted pasa a la página segura de Stripe, donde ingresa su tarjeta; los datos de su tarjeta van a Stripe y nosotros nunca los vemos ni los guardamos. Nunca le pediremos datos de tarjeta por medio de nuestro formulario de cotización, por correo electrónico ni por mensaje de texto.",
            )
          : p(
              `Usted paga ${facts.payment}: este sitio web no recibe pagos. Nunca le pediremos datos de tarjeta por medio de nuestro formulario de cotización, por correo electrónico ni por mensaje de texto.`,
            ),
        p(
          "El pago debe hacerse en el plazo que indique la confirmación de su reserva. En la limpieza recurrente, cada visita se cobra por separado, así que usted solo paga las visitas que se realizaron.",
        ),
      ),
      translatedSection(
        "cancellation-and-refunds",
        "Cancelaciones y reembolsos",
        p(
          `Usted puede cancelar una limpieza o cambiarla de fecha sin costo si nos avisa con al menos 24 horas de anticipación a la hora de inicio programada: con el enlace personal de su correo de confirmación, o llamándonos al ${phoneLink} (atendemos llamadas ${hoursLabel(details.hours, "es")}) o escribiéndonos a ${emailLink}. Un nuevo horario que usted pida con el enlace es una solicitud hasta que lo confirmemos; mientras tanto, su visita se queda como estaba. Cuando faltan menos de 24 horas para el inicio, el enlace ya no acepta cambios: llámenos, por favor.`,
        ),
        p(
          "Las cancelaciones hechas con menos de 24 horas de aviso, o las visitas que nuestro equipo no puede realizar porque nadie pudo abrirnos, pueden cobrarse según lo indicado en la confirmación de su reserva. Siempre consideramos caso por caso las emergencias y el mal tiempo severo.",
        ),
        p("Los reembolsos siguen nuestra política de reembolsos:"),
        ul(
          "Si usted cancela con al menos 24 horas de anticipación, cualquier pago que haya hecho por esa visita se le reembolsa completo o se guarda como crédito para una visita reprogramada, como usted prefiera.",
          "Si nosotros tenemos que cancelar una visita, usted elige entre una nueva fecha y el reembolso completo de cualquier pago hecho por ella.",
          `Si no queda satisfecho con una limpieza, comuníquese con nosotros dentro de las 24 horas y primero volveremos a limpiar, sin costo adicional, las áreas que se nos pasaron, según nuestra [garantía de satisfacción](${spanishPath("guarantee")}).`,
          "Si, después de volver a limpiar, las áreas del alcance acordado todavía no quedan limpias según el estándar de nuestra lista de limpieza, le reembolsamos la parte del precio que corresponde al trabajo que no entregamos, hasta el precio completo de la visita.",
          "Las solicitudes hechas más de 24 horas después de una limpieza, o sobre trabajo fuera del alcance acordado, no están cubiertas por la política de reembolsos.",
        ),
        site.onlinePayment
          ? p(
              "El reembolso de un pago hecho en línea se paga a la tarjeta original a través de la misma pasarela de pago segura, Stripe; los demás reembolsos se pagan de la misma forma en que usted pagó. Cuánto tarda el dinero en aparecer en su estado de cuenta depende de su banco o del emisor de su tarjeta.",
            )
          : p(
              "Los reembolsos se pagan de la misma forma en que usted pagó: en efectivo o con cheque de nuestra parte, o un pago con tarjeta de vuelta a la misma tarjeta. Cuánto tarda un reembolso a su tarjeta en aparecer en su estado de cuenta depende de su banco o del emisor de su tarjeta.",
            ),
      ),
      translatedSection(
        "liability",
        "Responsabilidad",
        p(
          "Contamos con seguro y nuestro equipo trabaja con mucho cuidado en cada casa y negocio. Si algo se daña o falta después de una limpieza, avísenos dentro de las 24 horas, con fotos si es posible. Lo revisaremos de inmediato y, cuando seamos responsables, repararemos o reemplazaremos el objeto, o le reembolsaremos su valor, directamente o a través de nuestro seguro.",
        ),
        p("No somos responsables de:"),
        ul(
          "daños o desgaste que ya existían antes de nuestra visita;",
          "objetos que estaban flojos, rotos o mal instalados (por ejemplo, una repisa o un accesorio que no estaba bien fijado);",
          "daños que resulten de seguir sus instrucciones sobre productos, superficies u objetos;",
          "dinero en efectivo, joyas u objetos de valor que se dejaron a la vista después de que le pedimos guardarlos;",
          "retrasos o visitas no realizadas por causas fuera de nuestro control, como mal tiempo severo o cierres de carreteras.",
        ),
        p(
          `En la medida en que lo permita la ley de Texas, y salvo los daños cubiertos por nuestro seguro, nuestra responsabilidad total por cualquier reclamo sobre una limpieza se limita a ${facts.liabilityLimit}. El sitio web se ofrece tal como está, y no garantizamos que esté siempre disponible ni libre de errores.`,
        ),
      ),
      translatedSection(
        "intellectual-property",
        "Propiedad intelectual",
        p(
          `El contenido de este sitio web, incluidos sus textos, logotipo, fotografías, gráficos y diseño, pertenece a ${facts.entityName} o se usa con permiso. Usted puede verlo y compartir enlaces a él, pero no puede copiarlo, reproducirlo ni usarlo con fines comerciales sin nuestro permiso por escrito.`,
        ),
      ),
      translatedSection(
        "privacy",
        "Privacidad",
        p(
          `Cuando usted pide una cotización o reserva una limpieza, comparte con nosotros información personal, como su nombre, número de teléfono, correo electrónico y código postal. Nuestra [Política de privacidad](${spanishPath("privacy-policy")}) explica cómo la recopilamos, usamos y protegemos, y nuestra [Política de cookies](${spanishPath("cookies")}) explica las cookies que usa este sitio web.`,
        ),
        p(
          "Al enviar nuestro formulario de cotización, usted acepta recibir correos electrónicos y/o mensajes de texto sobre su consulta. Puede darse de baja en cualquier momento respondiendo STOP a un mensaje de texto, usando el enlace para darse de baja de un correo electrónico o avisándonos.",
        ),
      ),
      translatedSection(
        "governing-law",
        "Ley aplicable",
        p(
          `Estos Términos y cualquier reserva con nosotros se rigen por las leyes del Estado de Texas, sin tener en cuenta sus normas sobre conflictos de leyes. Si surge un desacuerdo, comuníquese primero con nosotros: la mayoría de las inquietudes se pueden resolver con una llamada. Cualquier disputa que no pueda resolverse de manera informal se tramitará ante ${facts.venue}.`,
        ),
        p(
          "Si alguna parte de estos Términos se considera inaplicable, el resto de los Términos sigue vigente.",
        ),
      ),
    ],
    closing: [
      p(
        "Al usar nuestro sitio web o reservar nuestros servicios, usted reconoce que ha leído y entendido estos Términos y Condiciones y que acepta quedar sujeto a ellos.",
      ),
      p(
        `¿Tiene preguntas sobre estos Términos? Llámenos al ${phoneLink}, escríbanos a ${emailLink} o use nuestra [página de contacto](${spanishPath("contact-us")}).`,
      ),
    ],
  };
}
