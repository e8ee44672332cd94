import { escapeHtml as h } from "../../lib/plain-text.ts";
import { business, formatAddress, PRIVACY_REQUEST_DAYS, telHref } from "../business.ts";
import { purposeWords, type SitePractices, sendsReviewRequests } from "../legal/site-practices.ts";
import { spanishPath } from "../legal/translation.ts";
import { hoursLabel } from "../model/hours.ts";
import type { PrivacyContent } from "./privacy-policy.ts";

/**
 * The quote form's optional parts as the Spanish form names them: the policy quotes them, so they must read the
 * same as the form's labels (the English policy quotes NOTES_LABEL and VISIT_LEGEND of app/lib/contact-fields.ts).
 */
export const SPANISH_NOTES_LABEL = "¿Hay algo que debamos saber?";
export const SPANISH_VISIT_LEGEND = "¿Cuándo le gustaría que vengamos?";

/**
 * The privacy policy in Spanish: the English policy (privacy-policy.ts) carried over paragraph by paragraph for
 * the same configuration, with the same headings, paragraphs and list items in the same order. The English
 * version governs: the page says so first (app/routes/static-page.tsx, app/content/legal/translation.ts).
 */
export function spanishPrivacyPolicyHtml(site: SitePractices, content: PrivacyContent): string {
  const { business: details, facts } = content;
  const phone = `<a href="${h(telHref(details.phone))}">${h(details.phone)}</a>`;
  const email = `<a href="mailto:${h(details.email)}">${h(details.email)}</a>`;
  const reviewRequests = sendsReviewRequests(details);
  const entity = h(facts.entityName);
  const optional = site.consentPurposes;
  const optionalWords = purposeWords(optional, "es");
  const cookiesPath = spanishPath("cookies");
  const guaranteePath = spanishPath("guarantee");
  const providers = [
    "el alojamiento de nuestro sitio web",
    "el envío de correos electrónicos y mensajes de texto",
    "la aplicación de calendario que usa nuestro equipo para ver las visitas confirmadas",
    ...(site.onlinePayment ? ["nuestra pasarela de pago, Stripe"] : []),
    ...(site.botCheck ? ["Google reCAPTCHA"] : []),
  ];
  const sections = [
    `<p>${entity} (“${h(business.name)}” o “nosotros”) respeta su privacidad. Esta política explica qué información personal recopilamos por medio de este sitio web y cuando usted reserva una limpieza, por qué la recopilamos, con quién la compartimos y qué opciones tiene usted. Se aplica a este sitio web y a nuestros servicios de limpieza en Texas.</p>`,
    `<h2>Información que recopilamos</h2>
<h3>Cuando pide una cotización</h3>
<p>Nuestro formulario de cotización le pide:</p>
<ul>
<li>su nombre y su apellido;</li>
<li>su correo electrónico y su número de teléfono;</li>
<li>su código postal;</li>
<li>los pies cuadrados de la casa o del edificio;</li>
<li>los servicios que le interesan;</li>
<li>cómo se enteró de nosotros (referencia);</li>
<li>cualquier otra cosa que usted decida contarnos en el campo opcional “${SPANISH_NOTES_LABEL}”.</li>
</ul>
<p>Junto con su solicitud también registramos la página desde la que la envió, la primera página a la que llegó, el sitio web que lo refirió y los parámetros de mercadotecnia de su visita si el enlace que siguió los tenía (como <code>utm_source</code> o <code>utm_campaign</code> de un anuncio o un boletín). También registramos la fecha y la hora de la solicitud, su dirección IP y el tipo de navegador, para proteger el formulario contra el abuso.</p>
<h3>Cuando pide una visita</h3>
<p>Si elige un día y un horario de llegada en “${SPANISH_VISIT_LEGEND}”, los guardamos con su solicitud (y también su segunda opción y con qué frecuencia, si nos las da). Cuando confirmamos una visita, agregamos la dirección y las indicaciones de acceso que usted nos da. Le enviamos por correo electrónico la confirmación con la visita como invitación de calendario, un enlace personal para cambiarla de fecha o cancelarla, y un recordatorio el día anterior. El enlace funciona sin iniciar sesión: solo guardamos una versión codificada de él (no el enlace en sí), sirve solo para esa reserva y deja de funcionar después de la visita o cuando una confirmación más reciente lo reemplaza. Cualquier persona a quien usted le reenvíe el correo podría usarlo, así que no lo comparta. Nuestro equipo ve las visitas confirmadas (su nombre, teléfono, dirección, indicaciones de acceso y el servicio) en un calendario privado que nuestra propia aplicación de calendario lee de este sitio web.</p>
<h3>Cuando le enviamos una cotización</h3>
<p>Le enviamos su cotización por correo electrónico con un enlace privado para verla, aceptarla en uno de los horarios ofrecidos, hacernos una pregunta o rechazarla. Igual que el enlace de la visita, funciona sin iniciar sesión, solo guardamos una versión codificada de él y deja de funcionar cuando retiramos la cotización, cuando una más reciente la reemplaza o cuando vence. Guardamos la cotización, si la abrió y cuándo, su respuesta y su pregunta junto con su solicitud.</p>
<h3>Cuando se comunica con nosotros o reserva una limpieza</h3>
<p>Cuando usted nos llama, nos escribe o reserva con nosotros, guardamos lo que nos dice para prestarle el servicio, como su dirección, sus indicaciones de acceso, sus preferencias y notas sobre mascotas o alergias. ${
      site.onlinePayment
        ? "Los pagos se hacen a través de una pasarela de pago segura, Stripe: cuando usted paga una cotización en línea, ingresa su tarjeta en la propia página de Stripe, y los datos de su tarjeta los maneja Stripe; nosotros nunca los vemos ni los guardamos. Stripe recibe su correo electrónico, el monto, la referencia de su solicitud, la dirección de la página de su cotización (para traerlo de vuelta a ella) y los datos de su tarjeta; Stripe nos avisa si el pago se realizó, y nosotros guardamos el monto, la fecha y la referencia de Stripe. La política de privacidad de Stripe cubre lo que Stripe hace con su tarjeta."
        : `Usted paga ${h(facts.payment)}; este sitio web no recibe pagos y nunca pide datos de tarjeta.`
    }</p>
<h3>Cuando navega por el sitio web</h3>
<p>Nuestro servidor guarda registros técnicos breves (como la página pedida, la hora y el tipo de navegador) para hacer funcionar el sitio web y mantenerlo seguro. ${
      optional.length
        ? `Las cookies ${optionalWords} solo se usan si usted las acepta; consulte la información más abajo y nuestra <a href="${cookiesPath}">Política de cookies</a>.`
        : `No usamos cookies de análisis ni de publicidad; nuestra <a href="${cookiesPath}">Política de cookies</a> indica lo que el sitio web guarda en su navegador.`
    }</p>`,
    `<h2>Cómo usamos su información</h2>
<ul>
<li>para preparar su cotización gratis y responder a sus preguntas;</li>
<li>para comunicarnos con usted sobre su consulta, apartar y confirmar el horario que pida, y enviarle confirmaciones, invitaciones de calendario y un recordatorio el día antes de cada visita;</li>
<li>para hacer la limpieza que reservó y darle seguimiento, incluida nuestra <a href="${guaranteePath}">garantía de satisfacción</a>${reviewRequests ? " y una solicitud de reseña después de la limpieza" : ""};</li>
<li>para comprobar que usted está en nuestra área de servicio (por su código postal);</li>
<li>para entender cuáles de nuestras páginas y anuncios nos traen clientes, y así invertir bien en mercadotecnia;</li>
<li>para mantener nuestro sitio web y nuestro formulario de cotización seguros y libres de spam;</li>
<li>para cumplir con nuestras obligaciones legales, fiscales y contables.</li>
</ul>`,
    `<h2>Correos electrónicos y mensajes de texto</h2>
<p>Al enviar nuestro formulario de cotización, usted acepta recibir de nosotros correos electrónicos y/o mensajes de texto sobre su consulta. Puede darse de baja en cualquier momento: responda STOP a cualquier mensaje de texto, use el enlace para darse de baja de un correo electrónico o avísenos por teléfono o por correo electrónico. Su compañía telefónica puede cobrarle tarifas de mensajes y datos por los mensajes de texto. No enviamos mensajes de mercadotecnia a nadie que se haya dado de baja.</p>${
      reviewRequests
        ? `
<h3>La solicitud de reseña después de una limpieza</h3>
<p>La mañana después de una limpieza le enviamos un solo correo electrónico para darle las gracias, con un enlace para dejar una reseña en Google si lo desea y un recordatorio de nuestra <a href="${guaranteePath}">garantía de satisfacción</a> (avísenos dentro de las 24 horas y volvemos a limpiar sin costo). Todos los clientes reciben el mismo correo, sin importar qué opinen de la limpieza, como máximo una vez cada 6 meses, y ninguno después de una visita cancelada. Para dejar de recibir solicitudes de reseña, use el enlace para darse de baja con un solo clic que viene en el correo (no necesita iniciar sesión; su programa de correo también puede mostrarle un botón para cancelar la suscripción): guardamos su correo electrónico en nuestra lista de direcciones a las que no volvemos a preguntar. Los correos sobre su cotización y sus visitas (el acuse de recibo, la confirmación y el recordatorio) no son de mercadotecnia y le siguen llegando después de darse de baja.</p>`
        : ""
    }`,
    ...(site.botCheck
      ? [
          `<h2>Protección contra el spam con Google reCAPTCHA</h2>
<p>Nuestro formulario de cotización está protegido por Google reCAPTCHA, que comprueba que quien llena el formulario es una persona y no un programa automático. reCAPTCHA recopila información como su dirección IP y cómo interactúa usted con la página, y la envía a Google. Se le aplican la <a href="https://policies.google.com/privacy?hl=es-419">Política de Privacidad</a> y las <a href="https://policies.google.com/terms?hl=es-419">Condiciones del Servicio</a> de Google.</p>`,
        ]
      : []),
    optional.length
      ? `<h2>Cookies${optional.includes("analytics") ? ", análisis" : ""}${optional.includes("advertising") ? " y publicidad" : ""}</h2>
<p>El almacenamiento esencial en su navegador hace funcionar el sitio web y el formulario de cotización. ${capitalise(
          optional
            .map((purpose) =>
              purpose === "analytics"
                ? "las cookies de análisis (que nos ayudan a entender cómo se usa el sitio web)"
                : "las cookies de publicidad (que nos ayudan a medir nuestros anuncios)",
            )
            .join(" y "),
        )} solo se guardan si usted las acepta en nuestro aviso de cookies, y puede cambiar su elección en cualquier momento con el enlace Configuración de cookies que aparece al pie de la página. Nuestra <a href="${cookiesPath}">Política de cookies</a> las enumera.</p>`
      : `<h2>Cookies</h2>
<p>Nuestro sitio web no guarda cookies de análisis ni de publicidad. Solo guarda en su navegador lo que necesita para funcionar, como se indica en nuestra <a href="${cookiesPath}">Política de cookies</a>.</p>`,
    `<h2>Contenido de otros servicios</h2>
<ul>
${
  site.mapTileHost
    ? `<li>El mapa de nuestra página de contacto se dibuja con imágenes que su navegador carga desde ${h(site.mapTileHost)}, que recibe su dirección IP como cualquier sitio web.</li>
`
    : ""
}<li>Cuando nuestras páginas muestran reseñas de Google, su navegador carga desde Google las fotos de perfil de quienes las escribieron.</li>
</ul>`,
    `<h2>Cuánto tiempo guardamos su información</h2>
<ul>
<li>Las solicitudes de cotización, con la visita pedida y los datos de su reserva, se guardan hasta ${facts.quoteRequestMonths} meses después de que las recibimos, para poder responder a preguntas posteriores, y luego se borran.</li>
<li>Los expedientes de clientes (reservas, notas del servicio y facturas) se guardan mientras usted es cliente y, después, durante el tiempo que exijan las leyes fiscales y contables.</li>
<li>Los datos de acceso, como llaves y códigos de puertas, se devuelven o se borran cuando termina nuestro servicio.</li>
<li>Los registros técnicos se guardan por poco tiempo, normalmente no más de ${facts.serverLogDays} días, salvo que se necesiten para investigar un problema de seguridad.</li>
</ul>`,
    `<h2>Con quién la compartimos</h2>
<p><strong>No vendemos su información personal</strong>, y no la compartimos con nadie para que la use en su propia mercadotecnia. Solo la compartimos:</p>
<ul>
<li>con proveedores de servicios que trabajan para nosotros, como ${
      optional.length
        ? `${providers.join(", ")} y, solo si usted acepta esas cookies, servicios ${optionalWords}`
        : spanishList(providers)
    }; solo pueden usarla para prestarnos su servicio;</li>
<li>cuando la ley lo exige, o para proteger la seguridad de nuestros clientes, de nuestro equipo o del público;</li>
<li>con un nuevo dueño si algún día se vende nuestro negocio, con las mismas protecciones que esta política.</li>
</ul>`,
    `<h2>Cómo la protegemos</h2>
<p>Nuestro sitio web usa una conexión cifrada (HTTPS). Las solicitudes de cotización se guardan en sistemas protegidos a los que solo tiene acceso el personal autorizado, las cuentas del personal están protegidas con contraseñas seguras y nuestro equipo está capacitado para manejar con cuidado su información y sus datos de acceso. Nuestra <a href="${spanishPath("security-policy")}">Política de seguridad</a> explica cómo protegemos su casa y sus datos. Ningún sistema es perfectamente seguro, pero si alguna vez sabemos que su información se expuso, se lo diremos como lo exige la ley de Texas.</p>`,
    `<h2>Sus opciones y derechos</h2>
<p>Puede pedirnos en cualquier momento ver la información personal que tenemos sobre usted, corregirla o borrarla, y puede darse de baja de nuestros correos electrónicos y mensajes de texto. Los residentes de Texas también pueden tener derechos según la Ley de Privacidad y Seguridad de Datos de Texas (Texas Data Privacy and Security Act). Para hacer una solicitud, comuníquese con nosotros como se indica abajo; le responderemos dentro de ${PRIVACY_REQUEST_DAYS} días y no le daremos un trato distinto por pedirlo.</p>`,
    `<h2>Niños</h2>
<p>Nuestro sitio web y nuestros servicios están pensados para adultos. No recopilamos a sabiendas información personal de niños menores de 13 años.</p>`,
    `<h2>Cambios en esta política</h2>
<p>Podemos actualizar esta política de vez en cuando. La fecha de “Última actualización” de esta página indica cuándo cambió por última vez; los cambios importantes también se anunciarán en nuestro sitio web.</p>`,
    `<h2>Contáctenos</h2>
<p>¿Tiene preguntas sobre su privacidad? Comuníquese con ${entity}, ${h(formatAddress(details))}, por teléfono al ${phone} (${h(hoursLabel(details.hours, "es"))}) o por correo electrónico a ${email}.</p>`,
  ];
  return `\n${sections.join("\n\n")}\n`;
}

/** "a, b y c": Spanish closes a list with "y". */
function spanishList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} y ${words.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
