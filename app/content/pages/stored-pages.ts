import { spanishVersionNotice } from "../legal/translation.ts";
import { type Text, text } from "../model/languages.ts";

/**
 * The stored pages the owner writes (docs/product.md §3, "Static page"): About Us and the Satisfaction Guarantee, in
 * formatted text: "## " a heading, "- " or "1. " a list item, "**bold**", "[words](/a-page)" a link, a blank line
 * between paragraphs (app/content/model/formatted-text.ts). Words in braces follow the business's details where
 * they change: {business}, {years}, {address}, {phone}, {email}, {hours}, {towns}, {home services},
 * {business services} (app/content/model/tokens.ts). These are the defaults; the owner's own words replace them.
 */
export const STORED_PAGE_SLUGS = ["about-us", "satisfaction-guarantee"] as const;
export type StoredPageSlug = (typeof STORED_PAGE_SLUGS)[number];

const aboutUs = `## Cleaning with integrity

{business} is a locally owned residential and commercial cleaning company in Abilene, Texas. We clean homes, rentals, new builds and businesses across the Big Country, and we do it the way we would want our own homes cleaned: thoroughly, safely and honestly.

Our team brings **{years} years of cleaning experience** to every visit. Over those years we have learned that a great clean is not only about shining surfaces. It is about showing up when we said we would, doing what we promised, and treating your home or workplace with respect.

## What we do

For homes we offer {home services}. For businesses: {business services}, scheduled around your hours so your work is never interrupted. See our [services](/services) and our [cleaning checklists](/cleaning-checklists) for exactly what each cleaning includes.

## Our values

- **Integrity.** We give honest, free estimates, we do what we quote, and if something is not right we say so and fix it.
- **Reliability.** We arrive on time, keep the same trusted team on your home where we can, and let you know ahead of time if anything changes.
- **Care.** We treat your belongings, your keys and your privacy with the care they deserve.
- **Pride in the details.** Baseboards, light switches and the corners behind the door: the details are what make a clean feel clean.

## Why customers choose us

- **Licensed, bonded and insured** staff, background-checked and trained in our standards. Read our [security policy](/security-policy).
- **Eco-friendly products** that are tough on grime and gentle on your home.
- **Pet and kid friendly:** our products and our people are safe around the whole family, including the four-legged members.
- **Flexible scheduling** that fits your week, with weekly, bi-weekly and monthly plans.
- **Free estimates** with no obligation.
- Our [Satisfaction Guarantee](/guarantee): contact us within 24 hours and we will re-clean anything we missed at no additional cost.

## Where we clean

From our office at {address}, we serve {towns}, Texas.

Near one of these towns but not sure we reach you? Ask us: we will tell you honestly.

## Let's get your space sparkling

Request a [free quote](/get-a-quote) online, or call us at {phone} for immediate service, {hours}. You can also email {email}.
`;

const satisfactionGuarantee = `We want you to love coming home, or coming in to work, after every cleaning. If something is not right, we make it right.

## Our promise

**If you are not satisfied with any part of your cleaning, contact us within 24 hours and we will come back and re-clean the areas that were missed, at no additional cost to you.**

The re-clean is done by our team at a time that suits you, normally within a few business days of your call.

## How to ask for a re-clean

1. Contact us within 24 hours of your cleaning: call {phone} ({hours}) or email {email}.
2. Tell us which rooms or items were missed or not cleaned to your satisfaction. Photos help us understand and fix it faster.
3. We will agree on a time for the re-clean with you, and leave the rest of the area as it is until we return, so we can see exactly what needs attention.

## What is covered

- Any task in the scope of the cleaning you booked, as described in your booking confirmation and our [cleaning checklists](/cleaning-checklists), including add-ons you ordered.
- Every type of cleaning we offer: house, deep, recurring, move-in/move-out, Airbnb and rental, new construction and commercial cleaning.

## Reasonable limits

- Requests must reach us within 24 hours of the cleaning, before the area has been used again or cleaned by someone else.
- The guarantee covers the tasks you booked; work outside that scope can be added to a future visit.
- Some things cannot be removed by cleaning, such as permanent stains, etching, scratches, fading or damage that existed before our visit. We will always tell you honestly when that is the case.
- Our team needs access to the property for the re-clean at the agreed time.

## Money back

If, after the re-clean, the areas you booked are still not cleaned to the standard of our checklist, refunds follow the refund policy in our [Terms and Conditions](/terms-and-conditions#cancellation-and-refunds): we refund the part of the price that covers the work we did not deliver, up to the full price of the visit, to your original payment method.

Your feedback helps our team get better with every visit. Thank you for trusting us with your home or business.
`;

const aboutUsEs = `## Limpieza con integridad

{business} es una empresa local de limpieza residencial y comercial en Abilene, Texas. Limpiamos casas, propiedades de renta, construcciones nuevas y negocios en todo el Big Country, y lo hacemos como nos gustaría que limpiaran nuestra propia casa: a fondo, con cuidado y con honestidad.

Nuestro equipo aporta **{years} años de experiencia en limpieza** a cada visita. En todos estos años hemos aprendido que una gran limpieza no se trata solo de superficies relucientes. Se trata de llegar cuando dijimos, hacer lo que prometimos y tratar su casa o su lugar de trabajo con respeto.

## Lo que hacemos

Para su hogar ofrecemos {home services}. Para su negocio: {business services}, en horarios que se ajustan a los suyos para no interrumpir su trabajo. Vea nuestros [servicios](/es/servicios) y nuestras [listas de limpieza](/es/listas-de-limpieza) para saber exactamente qué incluye cada limpieza.

## Nuestros valores

- **Integridad.** Damos cotizaciones honestas y gratis, hacemos lo que cotizamos y, si algo no está bien, lo decimos y lo corregimos.
- **Confiabilidad.** Llegamos a tiempo, enviamos al mismo equipo de confianza a su casa siempre que podemos y le avisamos con anticipación si algo cambia.
- **Cuidado.** Tratamos sus pertenencias, sus llaves y su privacidad con el cuidado que merecen.
- **Orgullo por los detalles.** Los zoclos, los apagadores y los rincones detrás de la puerta: son los detalles los que hacen que un lugar se sienta de verdad limpio.

## Por qué nos eligen nuestros clientes

- Personal **con licencia, fianza y seguro**, con verificación de antecedentes y capacitado en nuestros estándares. Lea nuestra [política de seguridad](/es/seguridad).
- **Productos ecológicos**, duros con la mugre y suaves con su casa.
- **Aptos para niños y mascotas:** nuestros productos y nuestra gente son seguros para toda la familia, incluidos los miembros de cuatro patas.
- **Horarios flexibles** que se adaptan a su semana, con planes semanales, quincenales y mensuales.
- **Cotizaciones gratis** y sin compromiso.
- Nuestra [garantía de satisfacción](/es/garantia): comuníquese con nosotros dentro de las 24 horas y volveremos a limpiar sin costo adicional lo que se nos haya pasado.

## Dónde limpiamos

Desde nuestra oficina en {address}, damos servicio en {towns}, Texas.

¿Vive cerca de alguna de estas ciudades pero no sabe si llegamos hasta usted? Pregúntenos: le diremos con honestidad.

## Hagamos que su espacio reluzca

Pida una [cotización gratis](/es/cotizacion) en línea o llámenos al {phone} ({hours}) para un servicio inmediato. También puede escribirnos a {email}.
`;

const satisfactionGuaranteeEs = `Queremos que a usted le dé gusto llegar a casa, o llegar al trabajo, después de cada limpieza. Si algo no quedó bien, lo arreglamos.

## Nuestra promesa

**Si no está satisfecho con alguna parte de su limpieza, comuníquese con nosotros dentro de las 24 horas y volveremos a limpiar las áreas que se nos pasaron, sin ningún costo adicional para usted.**

Nuestro equipo vuelve a limpiar a la hora que a usted le convenga, normalmente pocos días hábiles después de su llamada.

## Cómo pedir que volvamos a limpiar

1. Comuníquese con nosotros dentro de las 24 horas siguientes a su limpieza: llame al {phone} ({hours}) o escriba a {email}.
2. Díganos qué cuartos o qué cosas faltaron o no quedaron a su gusto. Las fotos nos ayudan a entenderlo y a corregirlo más rápido.
3. Acordaremos con usted la hora de la nueva limpieza. Mientras tanto, deje el área tal como está hasta que regresemos, para que podamos ver exactamente qué necesita atención.

## Qué cubre

- Cualquier tarea dentro de la limpieza que usted reservó, como se describe en la confirmación de su reserva y en nuestras [listas de limpieza](/es/listas-de-limpieza), incluidos los servicios adicionales que haya pedido.
- Todos los tipos de limpieza que ofrecemos: de casas, profunda, recurrente, de mudanza, de Airbnb y propiedades de renta, de obra nueva y comercial.

## Límites razonables

- Las solicitudes deben llegarnos dentro de las 24 horas siguientes a la limpieza, antes de que el área se vuelva a usar o la limpie otra persona.
- La garantía cubre las tareas que usted reservó; el trabajo fuera de ese alcance se puede agregar a una próxima visita.
- Hay cosas que ninguna limpieza puede quitar, como manchas permanentes, marcas de corrosión, rayones, decoloración o daños que ya existían antes de nuestra visita. Siempre le diremos con honestidad cuando sea el caso.
- Nuestro equipo necesita acceso a la propiedad a la hora acordada para volver a limpiar.

## Devolución de dinero

Si después de volver a limpiar las áreas que usted reservó todavía no quedan según el estándar de nuestras listas, los reembolsos siguen la política de cancelaciones y reembolsos de nuestros [Términos y condiciones](/es/terminos-y-condiciones#cancelaciones-y-reembolsos): le devolvemos la parte del precio que corresponde al trabajo que no hicimos, hasta el precio total de la visita, por el mismo medio con que pagó.

Sus comentarios ayudan a nuestro equipo a mejorar en cada visita. Gracias por confiarnos su casa o su negocio.

${spanishVersionNotice("guarantee")}
`;

export const defaultStoredPages: Record<StoredPageSlug, Text> = {
  "about-us": text(aboutUs, aboutUsEs),
  "satisfaction-guarantee": text(satisfactionGuarantee, satisfactionGuaranteeEs),
};
