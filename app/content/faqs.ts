import { type Text, text } from "./model/languages.ts";

/**
 * The FAQ entries (docs/product.md §3): id, the page they belong to ('faqs' or 'services'), question and answer. Ten for the
 * FAQ page (ids 1-10), four for the services overview (ids 11-14). Service pages keep their own static lists in
 * their content records.
 */
interface FaqEntry extends ContentFaq {
  readonly id: number;
  readonly page: "faqs" | "services";
}

/** A question and answer as the pages show them, in one language. */
export interface StaticFaq {
  readonly question: string;
  readonly answer: string;
}

/** A question and answer in every language: the defaults of the owner's FAQs (service pages keep their own list). */
export interface ContentFaq {
  readonly question: Text;
  readonly answer: Text;
}

const faqEntries: readonly FaqEntry[] = [
  {
    id: 1,
    page: "faqs",
    question: text("Which areas do you serve?", "¿En qué zonas trabajan?"),
    answer: text(
      "We clean homes and businesses in Abilene and across the Big Country: {towns}, Texas. If you are nearby but outside these towns, ask us: we will tell you honestly whether we can reach you.",
      "Limpiamos casas y negocios en Abilene y en todo el Big Country: {towns}, Texas. Si usted está cerca pero fuera de estas ciudades, pregúntenos: le diremos con toda honestidad si podemos llegar hasta usted.",
    ),
  },
  {
    id: 2,
    page: "faqs",
    question: text("How much does a cleaning cost?", "¿Cuánto cuesta una limpieza?"),
    answer: text(
      "Every home and business is different, so we give free estimates instead of one-size-fits-all prices. Request a quote with your square footage and the service you need, and we will get back to you with an estimate before any work is scheduled.",
      "Cada casa y cada negocio son diferentes, por eso damos cotizaciones gratis en lugar de un mismo precio para todos. Pida su cotización con los pies cuadrados de su espacio y el servicio que necesita, y le diremos el precio antes de programar cualquier trabajo.",
    ),
  },
  {
    id: 3,
    page: "faqs",
    question: text("Do I need to be home while you clean?", "¿Necesito estar en casa mientras limpian?"),
    answer: text(
      "No. Many customers give us a key, a door code or lockbox access. Our staff are background-checked, licensed, bonded and insured, and we only use your access for the visit you booked. You are always welcome to be home if you prefer.",
      "No. Muchos clientes nos dan una llave, el código de la puerta o acceso a una caja de seguridad para llaves. Nuestro personal tiene verificación de antecedentes, licencia, fianza y seguro, y usamos su acceso solo para la visita que usted reservó. Y si prefiere estar en casa mientras limpiamos, con gusto.",
    ),
  },
  {
    id: 4,
    page: "faqs",
    question: text(
      "Do you bring your own cleaning supplies and equipment?",
      "¿Traen sus propios productos y equipo de limpieza?",
    ),
    answer: text(
      "Yes. We bring everything we need, including eco-friendly products that are safe for kids and pets. If you would like us to use a particular product in your home, just let us know and we will gladly use it.",
      "Sí. Traemos todo lo necesario, incluidos productos ecológicos seguros para niños y mascotas. Si quiere que usemos algún producto en particular en su casa, solo díganos y con gusto lo usaremos.",
    ),
  },
  {
    id: 5,
    page: "faqs",
    question: text(
      "Are your products safe for my kids and pets?",
      "¿Sus productos son seguros para mis hijos y mis mascotas?",
    ),
    answer: text(
      "Yes. We are pet and kid friendly and use eco-friendly cleaning products. If anyone in your home has allergies or sensitivities, tell us when you book and we will plan around them.",
      "Sí. Trabajamos pensando en los niños y las mascotas, y usamos productos de limpieza ecológicos. Si alguien en su casa tiene alergias o es sensible a algún producto, avísenos al reservar y lo tendremos en cuenta.",
    ),
  },
  {
    id: 6,
    page: "faqs",
    question: text(
      "What is the difference between a regular cleaning and a deep cleaning?",
      "¿Qué diferencia hay entre una limpieza regular y una limpieza profunda?",
    ),
    answer: text(
      "A regular (recurring) cleaning keeps a home clean week to week: dusting, vacuuming, mopping, kitchens and bathrooms. A deep cleaning reaches what regular visits do not, such as baseboards, vents, door frames, light fixtures and built-up grime, and typically takes 3 to 6 hours. Our cleaning checklist compares them item by item.",
      "Una limpieza regular (recurrente) mantiene la casa limpia semana tras semana: sacudir, aspirar, trapear, la cocina y los baños. Una limpieza profunda llega a lo que las visitas regulares no alcanzan, como zoclos, ventilas, marcos de puertas, lámparas y la mugre acumulada, y normalmente toma de 3 a 6 horas. Nuestra lista de limpieza las compara punto por punto.",
    ),
  },
  {
    id: 7,
    page: "faqs",
    question: text("How often should I schedule cleanings?", "¿Cada cuánto conviene programar una limpieza?"),
    answer: text(
      "It depends on your household. We offer weekly, bi-weekly and monthly (every four weeks) recurring visits. Busy households with kids or pets often choose weekly or bi-weekly; rentals benefit from a deep cleaning at least monthly.",
      "Depende de su hogar. Ofrecemos visitas recurrentes semanales, quincenales y mensuales (cada cuatro semanas). Las familias ocupadas, con niños o mascotas, suelen elegir visitas semanales o quincenales; a las propiedades de renta les conviene una limpieza profunda al menos una vez al mes.",
    ),
  },
  {
    id: 8,
    page: "faqs",
    question: text(
      "How do I cancel or reschedule a cleaning?",
      "¿Cómo cancelo o cambio la fecha de una limpieza?",
    ),
    answer: text(
      "Call or email us at least 24 hours before your appointment to cancel or reschedule. This lets us offer the time to another customer and keep our team's schedule fair for everyone.",
      "Llámenos o escríbanos al menos 24 horas antes de su cita para cancelarla o cambiarla de fecha. Así podemos ofrecer ese horario a otro cliente y mantener una agenda justa para todo nuestro equipo.",
    ),
  },
  {
    id: 9,
    page: "faqs",
    question: text("What if I am not happy with the cleaning?", "¿Y si no me gusta cómo quedó la limpieza?"),
    answer: text(
      "Contact us within 24 hours of your cleaning and tell us what was missed. Under our Satisfaction Guarantee we will come back and re-clean it at no additional cost.",
      "Comuníquese con nosotros dentro de las 24 horas siguientes a su limpieza y díganos qué faltó. Con nuestra garantía de satisfacción, regresamos a limpiarlo sin costo adicional.",
    ),
  },
  {
    id: 10,
    page: "faqs",
    question: text("How do I pay?", "¿Cómo pago?"),
    answer: text(
      "You pay {payment}.{online payment} We agree on the price with you before any work is scheduled, and we never ask for payment details in our quote form.",
      "Usted paga {payment}.{online payment} Acordamos el precio con usted antes de programar cualquier trabajo, y nunca le pedimos datos de pago en nuestro formulario de cotización.",
    ),
  },
  {
    id: 11,
    page: "services",
    question: text("Which cleaning service is right for me?", "¿Qué servicio de limpieza me conviene?"),
    answer: text(
      "If your home has not had a thorough cleaning in a while, start with a deep cleaning, then keep it up with recurring visits. Moving? Choose move-in/move-out cleaning. Hosting guests? Our Airbnb turnovers fit between check-out and check-in. Not sure? Request a quote and tell us about your space: we will recommend the right fit.",
      "Si hace tiempo que su casa no recibe una limpieza a fondo, empiece con una limpieza profunda y después manténgala con visitas recurrentes. ¿Se va a mudar? Elija la limpieza de mudanza. ¿Recibe huéspedes? Nuestras limpiezas de Airbnb caben entre la salida de un huésped y la llegada del siguiente. ¿No está seguro? Pida una cotización y cuéntenos sobre su espacio: le recomendaremos lo que más le conviene.",
    ),
  },
  {
    id: 12,
    page: "services",
    question: text(
      "Do you clean businesses as well as homes?",
      "¿También limpian negocios, además de casas?",
    ),
    answer: text(
      "Yes. Besides homes and rentals we clean daycares, doctors' offices, office spaces, gyms and post-construction sites, scheduled around your business hours so your work is never interrupted.",
      "Sí. Además de casas y propiedades de renta, limpiamos guarderías, consultorios médicos, oficinas, gimnasios y obras recién terminadas, en horarios que se ajustan a los de su negocio para no interrumpir nunca su trabajo.",
    ),
  },
  {
    id: 13,
    page: "services",
    question: text(
      "Are your cleaners licensed, bonded and insured?",
      "¿Su personal de limpieza tiene licencia, fianza y seguro?",
    ),
    answer: text(
      "Yes. Every member of our team is licensed, bonded and insured, background-checked and trained in our standards, so your home or business is protected on every visit.",
      "Sí. Cada miembro de nuestro equipo tiene licencia, fianza y seguro, verificación de antecedentes y capacitación en nuestros estándares, para que su casa o su negocio estén protegidos en cada visita.",
    ),
  },
  {
    id: 14,
    page: "services",
    question: text("How soon can you start?", "¿Qué tan pronto pueden empezar?"),
    answer: text(
      "We offer flexible scheduling and can often start within the week. Request a free quote, or call us at {phone} ({hours}) for immediate service.",
      "Tenemos horarios flexibles y muchas veces podemos empezar esa misma semana. Pida una cotización gratis o llámenos al {phone} ({hours}) para un servicio inmediato.",
    ),
  },
];

export function faqsForPage(page: FaqEntry["page"]): readonly FaqEntry[] {
  return faqEntries.filter((entry) => entry.page === page);
}
