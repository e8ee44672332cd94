import { pageModified } from "../page-dates.ts";
import { purposeWords, type SitePractices } from "./site-practices.ts";
import { spanishPath, spanishVersionNotice } from "./translation.ts";
import { type LegalBlock, type LegalDocument, p, translatedSection, ul } from "./types.ts";

/** "esenciales y de análisis", "esenciales, de análisis y de publicidad". */
function spanishList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} y ${words.at(-1)}`;
}

/**
 * The Cookie Policy in Spanish: the English policy (cookies.ts) carried over block by block, for the same
 * configuration (site-practices.ts), with the same sections, tables and rows. The English version governs
 * (translation.ts). The link to the contact page is labelled "formulario de contacto", as the English one is
 * "contact form".
 */
export function spanishCookiePolicy(site: SitePractices): LegalDocument {
  const optional = site.consentPurposes;
  const has = (purpose: "analytics" | "advertising") => optional.includes(purpose);
  const named = purposeWords(optional, "es");
  const consentRows = optional.length
    ? [
        [
          "Sus preferencias de cookies",
          `Recuerda si usted aceptó o rechazó las cookies ${named}, para que el aviso de cookies no vuelva a preguntarle en cada página.`,
          "Persistente: hasta que cambie su elección o borre los datos de su navegador",
        ],
        [
          "Aviso de cookies cerrado",
          "Recuerda que usted cerró el aviso de cookies sin elegir, para que no vuelva a preguntarle en cada página durante esta visita. Con eso no se acepta nada.",
          "De sesión: se borra al cerrar el navegador",
        ],
      ]
    : [];
  const botCheckRows = site.botCheck
    ? [
        [
          "Google reCAPTCHA (_GRECAPTCHA)",
          "Se guarda cuando usted usa nuestro formulario de cotización, para distinguir a las personas del spam automático y que su solicitud nos llegue.",
          "Persistente: hasta 6 meses",
        ],
      ]
    : [];
  const none = (kind: string): LegalBlock =>
    p(
      `Nuestro sitio web no usa cookies ${kind}, y ningún servicio ${kind} recibe información sobre su visita.`,
    );
  const columns = ["Ejemplo", "Para qué sirve", "Cuánto dura"];
  return {
    lang: "es",
    notice: spanishVersionNotice("cookies"),
    modified: pageModified("cookies"),
    intro: [
      p(
        `Esta Política de cookies explica qué son las cookies, qué cookies usa nuestro sitio web (${optional.length ? `con fines ${spanishList(["esenciales", ...optional.map((purpose) => purposeWords([purpose], "es"))])}` : "solo las esenciales"}), por qué las usamos y cómo puede usted controlarlas. Debe leerse junto con nuestra [Política de privacidad](${spanishPath("privacy-policy")}).`,
      ),
    ],
    sections: [
      translatedSection(
        "what-cookies-are",
        "Qué son las cookies",
        p(
          "Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador para recordar algo de su visita, como una elección que usted hizo. Otras tecnologías parecidas, como el almacenamiento local de su navegador, funcionan de la misma manera; en esta política las llamamos a todas cookies.",
        ),
        p(
          "Las cookies que guarda nuestro propio sitio web son cookies propias. Las que guarda otra empresa cuyo servicio usamos, como Google, son cookies de terceros.",
        ),
      ),
      translatedSection(
        "essential-cookies",
        "Cookies esenciales",
        p(
          "Las cookies esenciales hacen que el sitio web funcione y lo mantienen seguro. Siempre están activas, porque el sitio web no puede funcionar bien sin ellas, y no se usan para rastrearlo a usted en otros sitios web.",
        ),
        {
          kind: "table",
          caption: "Cookies esenciales",
          columns,
          rows: [
            ...consentRows,
            ...botCheckRows,
            [
              "Datos de la visita para el formulario de cotización",
              "Guarda la página por la que usted llegó y la campaña que lo trajo durante el resto de su visita, para que una solicitud de cotización pueda decirnos cómo nos encontró.",
              "De sesión: se borra al cerrar el navegador",
            ],
          ],
        },
      ),
      translatedSection(
        "analytics-cookies",
        "Cookies de análisis",
        ...(has("analytics")
          ? [
              p(
                "Las cookies de análisis nos ayudan a entender cómo usan los visitantes el sitio web: qué páginas visitan, cómo nos encuentran y en qué página se van, para que podamos hacer el sitio web más fácil de usar. La información se cuenta en conjunto; no la usamos para identificarlo a usted.",
              ),
              p("Solo guardamos cookies de análisis si usted las acepta en el aviso de cookies."),
              {
                kind: "table",
                caption: "Cookies de análisis",
                columns,
                rows: [
                  [
                    "Google Analytics (_ga)",
                    "Distingue un navegador de otro para poder contar las visitas sin identificarlo a usted.",
                    "Persistente: hasta 2 años",
                  ],
                  [
                    "Google Analytics (_ga_<id>)",
                    "Lleva la cuenta de la visita actual (la sesión) y de las páginas vistas durante ella.",
                    "Persistente: hasta 2 años",
                  ],
                ],
              } satisfies LegalBlock,
            ]
          : [none("de análisis")]),
      ),
      translatedSection(
        "advertising-cookies",
        "Cookies de publicidad",
        ...(has("advertising")
          ? [
              p(
                "Las cookies de publicidad nos ayudan a medir si nuestra publicidad en internet funciona, por ejemplo, si alguien que hizo clic en uno de nuestros anuncios después pidió una cotización, y a mostrar nuestros anuncios a las personas a quienes probablemente les interesen.",
              ),
              p("Solo guardamos cookies de publicidad si usted las acepta en el aviso de cookies."),
              {
                kind: "table",
                caption: "Cookies de publicidad",
                columns,
                rows: [
                  [
                    "Vinculador de conversiones de Google Ads (_gcl_au)",
                    "Relaciona un clic en uno de nuestros anuncios con una solicitud de cotización, para que sepamos qué anuncios son útiles.",
                    "Persistente: hasta 90 días",
                  ],
                  [
                    "Cookies de publicidad de Google (como IDE)",
                    "Google las usa para mostrar anuncios relevantes y limitar cuántas veces ve usted el mismo anuncio.",
                    "Persistente: hasta 13 meses",
                  ],
                ],
              } satisfies LegalBlock,
            ]
          : [none("de publicidad")]),
      ),
      translatedSection(
        "how-long-cookies-last",
        "Cuánto duran las cookies",
        ul(
          "Las cookies de sesión se borran cuando usted cierra su navegador.",
          "Las cookies persistentes se quedan en su navegador hasta que vencen (las duraciones indicadas arriba son lo máximo que duran) o hasta que usted las borra.",
        ),
      ),
      translatedSection(
        "how-to-control-cookies",
        "Cómo controlar las cookies",
        p(
          optional.length
            ? `En su primera visita, el aviso de cookies le pregunta si acepta las cookies ${named}. Mientras no las acepte, no se guarda ninguna. Si cierra el aviso sin elegir (con la tecla Esc), tampoco se guarda ninguna, y el aviso vuelve a preguntarle en su próxima visita. Puede cambiar su elección en cualquier momento con el enlace Configuración de cookies que aparece al pie de cada página.`
            : "Nuestro sitio web solo guarda las cookies y los datos esenciales, así que no hay nada que aceptar ni rechazar, y no aparece ningún aviso de cookies.",
        ),
        p(
          "También puede bloquear o borrar las cookies en la configuración de su navegador. La mayoría de los navegadores explican cómo hacerlo en sus páginas de ayuda:",
        ),
        // The same help pages as in English; Google's are asked for in Latin American Spanish (hl=es-419).
        ul(
          "[Google Chrome](https://support.google.com/chrome/answer/95647?hl=es-419)",
          "[Mozilla Firefox](https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox)",
          "[Apple Safari](https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac)",
          "[Microsoft Edge](https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)",
        ),
        p(
          `${has("analytics") ? "Google también ofrece un [complemento de navegador para no participar en Google Analytics](https://tools.google.com/dlpage/gaoptout?hl=es-419). " : ""}${has("advertising") ? "La [configuración de anuncios](https://adssettings.google.com/?hl=es-419) de Google controla los anuncios que usted ve. " : ""}Si bloquea las cookies esenciales, es posible que algunas partes del sitio web, como el formulario de cotización, no funcionen.`,
        ),
      ),
      translatedSection(
        "changes-to-this-policy",
        "Cambios en esta política",
        p(
          "Podemos actualizar esta política cuando cambien las cookies que usamos. La fecha de “Última actualización” que aparece al principio de esta página indica cuándo cambió por última vez.",
        ),
      ),
      translatedSection(
        "contact-us",
        "Contáctenos",
        p(
          `Si tiene alguna pregunta sobre nuestro uso de cookies, comuníquese con nosotros por medio de nuestro [formulario de contacto](${spanishPath("contact-us")}).`,
        ),
      ),
    ],
  };
}
