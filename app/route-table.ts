/**
 * The route table: the one list of the site's pages. The router (app/routes.ts), the prerender step
 * (react-router.config.ts), the Sitemap page, /sitemap.xml, the SEO helper and the server's page handler all read
 * it, so a page added here is routed, prerendered, listed and served everywhere at once.
 *
 * This module is plain data with no imports so that Node (the server, scripts) and Vite (the app) can both load it.
 */

export interface Crumb {
  readonly label: string;
  /** Where the crumb links; the current page (last crumb) has none. */
  readonly path?: string;
}

/** The site's languages (app/content/model/languages.ts has their words). */
export type PageLang = "en" | "es";

export interface SitePage {
  /** Unique route id, used by React Router ("faqs", and "es-faqs" for its Spanish twin). */
  readonly id: string;
  /** The page's language: English pages at their own paths, Spanish ones under /es. */
  readonly lang?: PageLang;
  /** The English page's id, shared by both languages (the page dates, the gallery, the content key go by it). */
  readonly key?: string;
  /** The URL path, always starting with "/" and never ending with one (but the home page "/"). */
  readonly path: string;
  /** The route module that renders it, relative to app/. */
  readonly file: string;
  /**
   * The page's title in search results and the browser tab; the SEO helper adds the business name. Every service
   * page names the service and "Abilene, TX"; with the name added a title stays within 60 characters, which search
   * results show whole.
   */
  readonly title: string;
  /**
   * The meta description for search and social sharing (50 to 160 characters). For a page whose words follow the
   * build's configuration (cookies, privacy policy, reviews), the one for a build with none of it;
   * app/content/page-descriptions.ts gives the one for the build at hand.
   */
  readonly description: string;
  /** The page banner; null on the home page, which has its own hero. */
  readonly banner: { readonly title: string; readonly subtitle: string } | null;
  /** The breadcrumb trail, from Home to the current page (whose crumb has no path). */
  readonly breadcrumb: readonly Crumb[];
  /** Which content record the page renders, for modules shared by several routes. */
  readonly contentKey?: string;
  /**
   * The page shows the quote form: the id of the form's section (for `#` links, and where the browser lands after
   * sending it without JavaScript), and who it is for: the commercial page's form asks for the business's name and
   * offers the arrival windows meant for businesses. The service takes the form's posts at the page's own path.
   */
  readonly quoteForm?: { readonly sectionId: string; readonly audience: "home" | "business" };
}

const home: Crumb = { label: "Home", path: "/" };
const services: Crumb = { label: "Services", path: "/services" };
const commercial: Crumb = { label: "Commercial", path: "/services/commercial" };

/**
 * A detail page of one service: they all share one route module and differ by their content record. `name` is the
 * service as the banner and the breadcrumb say it; `title` is what search results and the browser tab show, and
 * names the place as people search for it ("daycare cleaning Abilene").
 */
function servicePage(page: {
  id: string;
  path: string;
  name: string;
  title: string;
  subtitle: string;
  description: string;
  trail: readonly Crumb[];
}): SitePage {
  return {
    id: page.id,
    path: page.path,
    file: "routes/service-detail.tsx",
    title: page.title,
    description: page.description,
    banner: { title: page.name, subtitle: page.subtitle },
    breadcrumb: [...page.trail, { label: page.name }],
    contentKey: page.id,
  };
}

const englishPages = [
  {
    id: "home",
    path: "/",
    file: "routes/home.tsx",
    title: "House & Commercial Cleaning in Abilene, TX",
    description:
      "House, move-out, Airbnb, construction and commercial cleaning in Abilene, Texas. Licensed, bonded, insured and eco-friendly, with 40 years of experience.",
    banner: null,
    breadcrumb: [{ label: "Home" }],
  },
  {
    id: "services",
    path: "/services",
    file: "routes/services.tsx",
    title: "Cleaning Services in Abilene, TX",
    description:
      "Every cleaning service we offer in Abilene and the Big Country: house, deep, recurring, move-in/move-out, Airbnb, new construction and commercial cleaning.",
    banner: {
      title: "Our Services",
      subtitle: "Residential and commercial cleaning, done right the first time",
    },
    breadcrumb: [home, { label: "Our Services" }],
  },
  {
    id: "commercial",
    path: "/services/commercial",
    file: "routes/commercial.tsx",
    title: "Commercial Cleaning Services in Abilene, TX",
    description:
      "Commercial cleaning in Abilene, TX for daycares, doctors' offices, office spaces and gyms: scheduled around your hours by licensed, bonded and insured staff.",
    banner: {
      title: "Commercial Cleaning Services",
      subtitle: "Clean, healthy workplaces for daycares, medical offices and businesses",
    },
    breadcrumb: [home, services, { label: "Commercial Cleaning Services" }],
    quoteForm: { sectionId: "commercial-quote", audience: "business" },
  },
  servicePage({
    id: "daycare",
    path: "/services/commercial/daycare",
    name: "Daycare Cleaning",
    title: "Daycare Cleaning in Abilene, TX",
    subtitle: "Safe, sanitized spaces where children learn and play",
    description:
      "Daycare and childcare center cleaning in Abilene, TX: sanitized toys, surfaces and restrooms with kid-safe, eco-friendly products, scheduled after hours.",
    trail: [home, services, commercial],
  }),
  servicePage({
    id: "doctors-office",
    path: "/services/commercial/doctors-office",
    name: "Doctors' Office Cleaning",
    title: "Doctors' Office Cleaning in Abilene, TX",
    subtitle: "Spotless waiting rooms and exam rooms your patients can trust",
    description:
      "Medical and doctors' office cleaning in Abilene, TX: waiting rooms, exam rooms and restrooms disinfected by trained, background-checked staff.",
    trail: [home, services, commercial],
  }),
  servicePage({
    id: "office-spaces",
    path: "/services/commercial/office-spaces",
    name: "Office Space Cleaning",
    title: "Office Space Cleaning in Abilene, TX",
    subtitle: "A clean, productive workplace without interrupting your workday",
    description:
      "Office cleaning in Abilene, TX: desks, break rooms, restrooms and floors cleaned on a schedule that fits your business, by insured and bonded staff.",
    trail: [home, services, commercial],
  }),
  servicePage({
    id: "post-construction",
    path: "/services/commercial/post-construction",
    name: "Post-Construction Cleaning",
    title: "Post-Construction Cleaning in Abilene, TX",
    subtitle: "From dust and debris to move-in ready",
    description:
      "Post-construction cleaning in Abilene, TX for builders and remodels: dust, debris, paint and sticker removal so the space is ready to hand over.",
    trail: [home, services, commercial],
  }),
  servicePage({
    id: "house-cleaning",
    path: "/services/house-cleaning-service-abilene-texas",
    name: "House Cleaning Service in Abilene, Texas",
    title: "House Cleaning Service in Abilene, TX",
    subtitle: "Come home to a clean house, cleaned the way you like it",
    description:
      "House cleaning service in Abilene, Texas: kitchens, bathrooms, bedrooms and living areas cleaned with eco-friendly products that are pet and kid friendly.",
    trail: [home, services],
  }),
  servicePage({
    id: "airbnb",
    path: "/services/airbnb-cleaning-services",
    name: "Airbnb Cleaning Services",
    title: "Airbnb Cleaning Services in Abilene, TX",
    subtitle: "Five-star turnovers between every guest",
    description:
      "Airbnb and short-term rental cleaning in Abilene, TX: fast, reliable turnovers, fresh linens and restocking between guests, with flexible scheduling.",
    trail: [home, services],
  }),
  servicePage({
    id: "new-construction",
    path: "/services/new-construction-cleaning-services",
    name: "New Construction Cleaning",
    title: "New Construction Cleaning in Abilene, TX",
    subtitle: "Your new build, cleaned top to bottom and ready to live in",
    description:
      "New construction cleaning in Abilene, TX: fine dust, debris, windows, fixtures and floors cleaned so a new home or building is ready for move-in.",
    trail: [home, services],
  }),
  servicePage({
    id: "moving",
    path: "/services/moving-cleaning-services",
    name: "Move-In / Move-Out Cleaning",
    title: "Move-In / Move-Out Cleaning in Abilene, TX",
    subtitle: "Leave the old place spotless and start fresh in the new one",
    description:
      "Move-in and move-out cleaning in Abilene, TX: inside cabinets, closets and every room cleaned so you get your deposit back or move into a fresh home.",
    trail: [home, services],
  }),
  servicePage({
    id: "recurring",
    path: "/services/recurring-cleaning-services",
    name: "Recurring Cleaning Services",
    title: "Recurring Cleaning Services in Abilene, TX",
    subtitle: "Weekly, bi-weekly or monthly visits that keep your home clean",
    description:
      "Recurring house cleaning in Abilene, TX: a deep clean first, then weekly, bi-weekly or monthly visits by the same trusted, insured team.",
    trail: [home, services],
  }),
  servicePage({
    id: "deep-cleaning",
    path: "/services/deep-cleaning-services",
    name: "Deep Cleaning Services",
    title: "Deep Cleaning Services in Abilene, TX",
    subtitle: "The top-to-bottom clean your home has been waiting for",
    description:
      "Deep cleaning in Abilene, TX: baseboards, vents, fans, grout, fixtures and every corner, typically 3 to 6 hours, with eco-friendly products.",
    trail: [home, services],
  }),
  servicePage({
    id: "gym",
    path: "/services/gym-cleaning-services",
    name: "Gym Cleaning Services",
    title: "Gym Cleaning Services in Abilene, TX",
    subtitle: "Clean, disinfected equipment and locker rooms your members notice",
    description:
      "Gym and fitness center cleaning in Abilene, TX: equipment, mats, locker rooms and showers disinfected on a schedule built around your opening hours.",
    trail: [home, services],
  }),
  {
    id: "get-a-quote",
    path: "/get-a-quote",
    file: "routes/get-a-quote.tsx",
    title: "Get a Free Cleaning Quote in Abilene, TX",
    description:
      "Request a free, no-obligation cleaning quote in Abilene, TX. Tell us about your home or business and our team will get back to you quickly.",
    banner: { title: "Get A Quote", subtitle: "Free estimates, no obligation: tell us what you need" },
    breadcrumb: [home, { label: "Get A Quote" }],
    quoteForm: { sectionId: "request-a-quote", audience: "home" },
  },
  {
    id: "contact-us",
    path: "/contact-us",
    file: "routes/contact-us.tsx",
    title: "Contact Our Cleaning Team in Abilene, TX",
    description:
      "Contact our Abilene, Texas cleaning team by phone or email, Monday to Friday 8:00 to 5:00, or find our office on the map. We answer every message.",
    banner: { title: "Contact Us", subtitle: "Questions, quotes or scheduling: we are here to help" },
    breadcrumb: [home, { label: "Contact Us" }],
  },
  {
    id: "about-us",
    path: "/about-us",
    file: "routes/static-page.tsx",
    title: "About Our Cleaning Company in Abilene, TX",
    description:
      "Meet the Abilene cleaning company built on integrity: 40 years of experience, licensed, bonded and insured staff, and eco-friendly products.",
    banner: { title: "About Us", subtitle: "Cleaning with integrity since day one" },
    breadcrumb: [home, { label: "About Us" }],
    contentKey: "about-us",
  },
  {
    id: "reviews",
    path: "/reviews",
    file: "routes/reviews.tsx",
    title: "Customer Reviews: Cleaning in Abilene, TX",
    description:
      "Where to review our cleaning in Abilene, TX, and our promise: this page shows only real customers' words, never reviews written by us.",
    banner: { title: "Reviews", subtitle: "Only real customers' words, and where to leave yours" },
    breadcrumb: [home, { label: "Reviews" }],
  },
  {
    id: "faqs",
    path: "/faqs",
    file: "routes/faqs.tsx",
    title: "FAQ's: Cleaning Services in Abilene, TX",
    description:
      "Answers to common questions about our cleaning services in Abilene, TX: what we clean, supplies, scheduling, pets, pricing estimates and our guarantee.",
    banner: { title: "FAQ's", subtitle: "Answers to the questions we hear most" },
    breadcrumb: [home, { label: "FAQ's" }],
  },
  {
    id: "cleaning-checklists",
    path: "/cleaning-checklists",
    file: "routes/cleaning-checklists.tsx",
    title: "Cleaning Checklists for Abilene, TX Homes",
    description:
      "Compare what is included in our recurring, deep and move-in/move-out cleaning: kitchen, bathrooms, bedrooms and all rooms, plus available add-ons.",
    banner: { title: "Cleaning Checklists", subtitle: "Exactly what each cleaning includes" },
    breadcrumb: [home, { label: "Cleaning Checklists" }],
  },
  {
    id: "guarantee",
    path: "/guarantee",
    file: "routes/static-page.tsx",
    title: "Satisfaction Guarantee",
    description:
      "Our satisfaction guarantee: if something is not right, contact us within 24 hours and we will come back and re-clean it at no additional cost.",
    banner: { title: "Satisfaction Guarantee", subtitle: "If it is not right, we make it right" },
    breadcrumb: [home, { label: "Satisfaction Guarantee" }],
    contentKey: "satisfaction-guarantee",
  },
  {
    id: "terms-and-conditions",
    path: "/terms-and-conditions",
    file: "routes/terms-and-conditions.tsx",
    title: "Terms and Conditions",
    description:
      "The terms for using our website and booking cleaning services: booking and payment, 24-hour cancellation, refunds, liability and Texas governing law.",
    banner: { title: "Terms and Conditions", subtitle: "The terms of our website and services" },
    breadcrumb: [home, { label: "Terms and Conditions" }],
  },
  {
    id: "privacy-policy",
    path: "/privacy-policy",
    file: "routes/static-page.tsx",
    title: "Privacy Policy",
    description:
      "How we collect, use and protect the personal information you share when you request a quote or book a cleaning, and the choices you have.",
    banner: { title: "Privacy Policy", subtitle: "How we handle your information" },
    breadcrumb: [home, { label: "Privacy Policy" }],
    contentKey: "privacy-policy",
  },
  {
    id: "cookies",
    path: "/cookies",
    file: "routes/cookies.tsx",
    title: "Cookie Policy",
    description:
      "What our website stores in your browser and why: only what it needs to work, no analytics or advertising cookies, and how to control cookies.",
    banner: { title: "Cookie Policy", subtitle: "What we store in your browser, and why" },
    breadcrumb: [home, { label: "Cookie Policy" }],
  },
  {
    id: "security-policy",
    path: "/security-policy",
    file: "routes/security-policy.tsx",
    title: "Security Policy",
    description:
      "How we keep your home, business and information safe: background checks, training, access control, data protection, secure equipment and incident reporting.",
    banner: { title: "Security Policy", subtitle: "Trust is part of every cleaning" },
    breadcrumb: [home, { label: "Security Policy" }],
  },
  {
    id: "sitemap",
    path: "/sitemap",
    file: "routes/sitemap.tsx",
    title: "Sitemap",
    description:
      "A list of every page on our website: services, quotes, contact details, checklists, FAQs, reviews and our policies, so you can find anything fast.",
    banner: { title: "Sitemap", subtitle: "Every page of our website" },
    breadcrumb: [home, { label: "Sitemap" }],
  },
] as const satisfies readonly SitePage[];

export type SitePageId = (typeof englishPages)[number]["id"];

/**
 * The Spanish twin of each page (issue 31): its own address under /es with Spanish words in it, its own title,
 * description, banner and breadcrumb labels. `crumb` is the page's name as the last crumb of its own trail, `parent`
 * its name as an earlier crumb of a deeper page's trail (the English table's "Services" for "Our Services").
 */
interface SpanishPage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly banner: { readonly title: string; readonly subtitle: string } | null;
  readonly crumb: string;
  readonly parent?: string;
}

const spanish: Record<SitePageId, SpanishPage> = {
  home: {
    path: "/es",
    title: "Limpieza de casas y negocios en Abilene, TX",
    description:
      "Limpieza de casas, mudanzas, Airbnb, obras y negocios en Abilene, Texas. Personal con licencia, fianza y seguro, productos ecológicos y 40 años de experiencia.",
    banner: null,
    crumb: "Inicio",
  },
  services: {
    path: "/es/servicios",
    title: "Servicios de limpieza en Abilene, TX",
    description:
      "Todos nuestros servicios de limpieza en Abilene y el Big Country: casas, limpieza profunda, recurrente, mudanzas, Airbnb, obra nueva y negocios.",
    banner: {
      title: "Nuestros servicios",
      subtitle: "Limpieza residencial y comercial, bien hecha desde la primera vez",
    },
    crumb: "Nuestros servicios",
    parent: "Servicios",
  },
  commercial: {
    path: "/es/servicios/comercial",
    title: "Limpieza comercial en Abilene, TX",
    description:
      "Limpieza comercial en Abilene, TX para guarderías, consultorios, oficinas y gimnasios, con horarios que se ajustan a su negocio. Cotización gratis.",
    banner: {
      title: "Servicios de limpieza comercial",
      subtitle: "Lugares de trabajo limpios y sanos para guarderías, consultorios y negocios",
    },
    crumb: "Servicios de limpieza comercial",
    parent: "Comercial",
  },
  daycare: {
    path: "/es/servicios/comercial/guarderias",
    title: "Limpieza de guarderías en Abilene, TX",
    description:
      "Limpieza y desinfección de guarderías en Abilene, TX: salones, baños, juguetes y áreas de juego, con productos seguros para los niños.",
    banner: {
      title: "Limpieza de guarderías",
      subtitle: "Espacios limpios y desinfectados donde los niños aprenden y juegan",
    },
    crumb: "Limpieza de guarderías",
  },
  "doctors-office": {
    path: "/es/servicios/comercial/consultorios-medicos",
    title: "Limpieza de consultorios médicos en Abilene, TX",
    description:
      "Limpieza de consultorios médicos en Abilene, TX: salas de espera, consultorios y baños desinfectados a fondo, fuera del horario de sus pacientes.",
    banner: {
      title: "Limpieza de consultorios médicos",
      subtitle: "Salas de espera y consultorios impecables que inspiran confianza",
    },
    crumb: "Limpieza de consultorios médicos",
  },
  "office-spaces": {
    path: "/es/servicios/comercial/oficinas",
    title: "Limpieza de oficinas en Abilene, TX",
    description:
      "Limpieza de oficinas en Abilene, TX: escritorios, cocinas, baños y pisos, en el horario que menos interrumpa a su equipo. Pida su cotización gratis.",
    banner: {
      title: "Limpieza de oficinas",
      subtitle: "Un lugar de trabajo limpio y productivo, sin interrumpir su jornada",
    },
    crumb: "Limpieza de oficinas",
  },
  "post-construction": {
    path: "/es/servicios/comercial/despues-de-construccion",
    title: "Limpieza después de construcción en Abilene, TX",
    description:
      "Limpieza después de construcción o remodelación en Abilene, TX: polvo fino, restos de obra, etiquetas y pisos, hasta dejar el lugar listo para usar.",
    banner: {
      title: "Limpieza después de construcción",
      subtitle: "Del polvo y los escombros a un espacio listo para estrenar",
    },
    crumb: "Limpieza después de construcción",
  },
  "house-cleaning": {
    path: "/es/servicios/limpieza-de-casas-abilene-texas",
    title: "Limpieza de casas en Abilene, TX",
    description:
      "Limpieza de casas en Abilene, TX: cocina, baños, recámaras y áreas comunes, como a usted le gusta, una vez o con visitas regulares. Cotización gratis.",
    banner: {
      title: "Limpieza de casas en Abilene, Texas",
      subtitle: "Llegue a una casa limpia, tal como a usted le gusta",
    },
    crumb: "Limpieza de casas en Abilene, Texas",
  },
  airbnb: {
    path: "/es/servicios/limpieza-de-airbnb",
    title: "Limpieza de Airbnb y rentas en Abilene, TX",
    description:
      "Limpieza de Airbnb y rentas vacacionales en Abilene, TX: cambio de sábanas, reposición de básicos y todo listo entre la salida y la llegada de huéspedes.",
    banner: {
      title: "Limpieza de rentas tipo Airbnb",
      subtitle: "Limpiezas de cinco estrellas entre un huésped y otro",
    },
    crumb: "Limpieza de rentas tipo Airbnb",
  },
  "new-construction": {
    path: "/es/servicios/limpieza-de-obra-nueva",
    title: "Limpieza de obra nueva en Abilene, TX",
    description:
      "Limpieza de casas recién construidas en Abilene, TX: polvo fino, etiquetas, ventanas y pisos, para que su casa nueva quede lista para vivir.",
    banner: {
      title: "Limpieza de obra nueva",
      subtitle: "Su casa nueva, limpia de arriba abajo y lista para vivir",
    },
    crumb: "Limpieza de obra nueva",
  },
  moving: {
    path: "/es/servicios/limpieza-de-mudanza",
    title: "Limpieza de mudanza en Abilene, TX",
    description:
      "Limpieza de mudanza en Abilene, TX: gabinetes, clósets y cada cuarto por dentro, para recuperar su depósito o llegar a un hogar limpio.",
    banner: {
      title: "Limpieza de mudanza",
      subtitle: "Deje impecable el lugar que deja y empiece de cero en el nuevo",
    },
    crumb: "Limpieza de mudanza",
  },
  recurring: {
    path: "/es/servicios/limpieza-recurrente",
    title: "Limpieza recurrente en Abilene, TX",
    description:
      "Limpieza de casas recurrente en Abilene, TX: primero una limpieza profunda y luego visitas semanales, quincenales o mensuales del mismo equipo.",
    banner: {
      title: "Limpieza recurrente",
      subtitle: "Visitas semanales, quincenales o mensuales para mantener su casa limpia",
    },
    crumb: "Limpieza recurrente",
  },
  "deep-cleaning": {
    path: "/es/servicios/limpieza-profunda",
    title: "Limpieza profunda en Abilene, TX",
    description:
      "Limpieza profunda en Abilene, TX: zoclos, ventilas, ventiladores, juntas, lámparas y cada rincón, normalmente de 3 a 6 horas, con productos ecológicos.",
    banner: { title: "Limpieza profunda", subtitle: "La limpieza a fondo que su casa estaba esperando" },
    crumb: "Limpieza profunda",
  },
  gym: {
    path: "/es/servicios/limpieza-de-gimnasios",
    title: "Limpieza de gimnasios en Abilene, TX",
    description:
      "Limpieza de gimnasios en Abilene, TX: aparatos, tapetes, vestidores y regaderas desinfectados con un horario que respeta el de su gimnasio.",
    banner: {
      title: "Limpieza de gimnasios",
      subtitle: "Aparatos y vestidores limpios y desinfectados que sus socios notan",
    },
    crumb: "Limpieza de gimnasios",
  },
  "get-a-quote": {
    path: "/es/cotizacion",
    title: "Cotización gratis de limpieza en Abilene, TX",
    description:
      "Pida una cotización de limpieza gratis y sin compromiso en Abilene, TX. Cuéntenos sobre su casa o negocio y le responderemos pronto.",
    banner: {
      title: "Pida una cotización",
      subtitle: "Cotizaciones gratis y sin compromiso: díganos qué necesita",
    },
    crumb: "Pida una cotización",
  },
  "contact-us": {
    path: "/es/contacto",
    title: "Contacte a nuestro equipo de limpieza en Abilene",
    description:
      "Llame o escriba a nuestro equipo de limpieza en Abilene, Texas, o encuentre nuestra oficina en el mapa. Respondemos todos los mensajes.",
    banner: { title: "Contáctenos", subtitle: "Preguntas, cotizaciones o citas: con gusto le ayudamos" },
    crumb: "Contáctenos",
  },
  "about-us": {
    path: "/es/nosotros",
    title: "Nuestra empresa de limpieza en Abilene, TX",
    description:
      "Conozca la empresa de limpieza de Abilene que trabaja con integridad: 40 años de experiencia, personal con licencia, fianza y seguro, y productos ecológicos.",
    banner: { title: "Quiénes somos", subtitle: "Limpieza con integridad desde el primer día" },
    crumb: "Quiénes somos",
  },
  reviews: {
    path: "/es/resenas",
    title: "Reseñas de clientes: limpieza en Abilene, TX",
    description:
      "Dónde dejar una reseña de nuestra limpieza en Abilene, TX, y nuestra promesa: esta página muestra solo palabras de clientes reales.",
    banner: { title: "Reseñas", subtitle: "Solo palabras de clientes reales, y dónde dejar la suya" },
    crumb: "Reseñas",
  },
  faqs: {
    path: "/es/preguntas-frecuentes",
    title: "Preguntas frecuentes: limpieza en Abilene, TX",
    description:
      "Respuestas a las preguntas más comunes sobre nuestros servicios de limpieza en Abilene, TX: qué limpiamos, productos, citas, mascotas, cotizaciones y garantía.",
    banner: { title: "Preguntas frecuentes", subtitle: "Respuestas a las preguntas que más nos hacen" },
    crumb: "Preguntas frecuentes",
  },
  "cleaning-checklists": {
    path: "/es/listas-de-limpieza",
    title: "Listas de limpieza para casas en Abilene, TX",
    description:
      "Compare lo que incluye nuestra limpieza recurrente, profunda y de mudanza: cocina, baños, recámaras y todos los cuartos, más los servicios adicionales.",
    banner: { title: "Listas de limpieza", subtitle: "Exactamente lo que incluye cada limpieza" },
    crumb: "Listas de limpieza",
  },
  guarantee: {
    path: "/es/garantia",
    title: "Garantía de satisfacción",
    description:
      "Nuestra garantía de satisfacción: si algo no quedó bien, avísenos dentro de las 24 horas y volvemos a limpiarlo sin costo adicional.",
    banner: { title: "Garantía de satisfacción", subtitle: "Si algo no quedó bien, lo arreglamos" },
    crumb: "Garantía de satisfacción",
  },
  "terms-and-conditions": {
    path: "/es/terminos-y-condiciones",
    title: "Términos y condiciones",
    description:
      "Los términos para usar nuestro sitio web y reservar limpiezas: reservas y pagos, cancelación con 24 horas, reembolsos, responsabilidad y ley de Texas.",
    banner: {
      title: "Términos y condiciones",
      subtitle: "Los términos de nuestro sitio web y nuestros servicios",
    },
    crumb: "Términos y condiciones",
  },
  "privacy-policy": {
    path: "/es/privacidad",
    title: "Política de privacidad",
    description:
      "Cómo recopilamos, usamos y protegemos los datos que usted comparte al pedir una cotización o reservar una limpieza, y las opciones que tiene.",
    banner: { title: "Política de privacidad", subtitle: "Cómo manejamos su información" },
    crumb: "Política de privacidad",
  },
  cookies: {
    path: "/es/cookies",
    title: "Política de cookies",
    description:
      "Qué guarda nuestro sitio web en su navegador y por qué: solo lo que necesita para funcionar, sin cookies de análisis ni de publicidad.",
    banner: { title: "Política de cookies", subtitle: "Qué guardamos en su navegador y por qué" },
    crumb: "Política de cookies",
  },
  "security-policy": {
    path: "/es/seguridad",
    title: "Política de seguridad",
    description:
      "Cómo cuidamos su casa, su negocio y su información: verificación de antecedentes, capacitación, control de acceso, protección de datos y reporte de incidentes.",
    banner: { title: "Política de seguridad", subtitle: "La confianza es parte de cada limpieza" },
    crumb: "Política de seguridad",
  },
  sitemap: {
    path: "/es/mapa-del-sitio",
    title: "Mapa del sitio",
    description:
      "La lista de todas las páginas de nuestro sitio web: servicios, cotizaciones, contacto, listas de limpieza, preguntas frecuentes, reseñas y políticas.",
    banner: { title: "Mapa del sitio", subtitle: "Todas las páginas de nuestro sitio web" },
    crumb: "Mapa del sitio",
  },
};

/** The English page whose path this is (a crumb's link), for its Spanish name. */
const englishByPath = new Map<string, SitePage>(englishPages.map((page) => [page.path, page]));

/** The Spanish twin of an English page: its own address and words, the same route module and content. */
function spanishTwin(page: SitePage): SitePage {
  const words = spanish[page.id as SitePageId];
  if (!words) throw new Error(`no Spanish words for the page ${page.id}`);
  const breadcrumb = page.breadcrumb.map((crumb) => {
    if (!crumb.path) return { label: words.crumb };
    const linked = englishByPath.get(crumb.path);
    const twin = linked ? spanish[linked.id as SitePageId] : undefined;
    return { label: twin?.parent ?? twin?.crumb ?? crumb.label, path: twin?.path ?? crumb.path };
  });
  return {
    ...page,
    id: `es-${page.id}`,
    lang: "es",
    key: page.id,
    path: words.path,
    title: words.title,
    description: words.description,
    banner: words.banner,
    breadcrumb,
  };
}

/**
 * Every page, English first, then each one's Spanish twin: the router, the prerender step, the sitemaps and the
 * server all read this one list, so a page added to the English table without its Spanish twin does not compile.
 */
export const sitePages: readonly SitePage[] = [
  ...englishPages.map((page: SitePage) => ({ ...page, lang: "en" as const, key: page.id })),
  ...englishPages.map((page: SitePage) => spanishTwin(page)),
];

/**
 * The owner's inbox (docs/owner-guide.md): private pages under /leads, rendered by the service for each request
 * (never prerendered), left out of the sitemap and robots, and without any script. The order matters only to
 * people: React Router ranks a static segment (/leads/sign-in, /leads/site) above /leads/:id.
 */
interface OwnerPage {
  readonly id: string;
  readonly path: string;
  readonly file: string;
  readonly title: string;
}

export const OWNER_PATH_PREFIX = "/leads";

export const ownerPages = [
  { id: "owner-inbox", path: "/leads", file: "routes/owner-inbox.tsx", title: "Leads" },
  { id: "owner-sign-in", path: "/leads/sign-in", file: "routes/owner-sign-in.tsx", title: "Sign in" },
  { id: "owner-export", path: "/leads/export.csv", file: "routes/owner-export.ts", title: "Export" },
  // The owner's numbers (docs/owner-guide.md, "Your numbers"): where jobs come from, how fast we answer.
  { id: "owner-numbers", path: "/leads/numbers", file: "routes/owner-numbers.tsx", title: "Numbers" },
  {
    id: "owner-numbers-csv",
    path: "/leads/numbers.csv",
    file: "routes/owner-numbers-csv.ts",
    title: "Numbers CSV",
  },
  // The owner's own photos and words (docs/owner-guide.md, "Your site"): static segments, so they rank above :id.
  { id: "owner-site", path: "/leads/site", file: "routes/owner-site.tsx", title: "Your site" },
  // The owner's business and words (docs/owner-guide.md, "Your business and your words").
  {
    id: "owner-site-business",
    path: "/leads/site/business",
    file: "routes/owner-site-business.tsx",
    title: "Business details",
  },
  {
    id: "owner-site-payments",
    path: "/leads/site/payments",
    file: "routes/owner-site-payments.tsx",
    title: "Online payment",
  },
  {
    id: "owner-site-going-live",
    path: "/leads/site/going-live",
    file: "routes/owner-site-going-live.tsx",
    title: "Going live",
  },
  { id: "owner-site-words", path: "/leads/site/words", file: "routes/owner-site-words.tsx", title: "Words" },
  {
    id: "owner-site-spanish",
    path: "/leads/site/spanish",
    file: "routes/owner-site-spanish.tsx",
    title: "Spanish words",
  },
  {
    id: "owner-site-words-page",
    path: "/leads/site/words/:page",
    file: "routes/owner-site-words-page.tsx",
    title: "Words of a page",
  },
  {
    id: "owner-site-testimonials",
    path: "/leads/site/testimonials",
    file: "routes/owner-site-testimonials.tsx",
    title: "Testimonials",
  },
  {
    id: "owner-site-history",
    path: "/leads/site/history",
    file: "routes/owner-site-history.tsx",
    title: "History",
  },
  { id: "owner-photos", path: "/leads/photos", file: "routes/owner-photos.tsx", title: "Photos" },
  { id: "owner-gallery", path: "/leads/galleries/:key", file: "routes/owner-gallery.tsx", title: "Gallery" },
  // Confirmed visits, closed days, capacity and the calendar subscription (docs/owner-guide.md, "Bookings").
  { id: "owner-bookings", path: "/leads/bookings", file: "routes/owner-bookings.tsx", title: "Bookings" },
  // A booking taken by phone, the crew's day sheet, the arrival windows and days (docs/owner-guide.md, "Bookings").
  {
    id: "owner-bookings-phone",
    path: "/leads/bookings/phone",
    file: "routes/owner-bookings-phone.tsx",
    title: "Booking by phone",
  },
  {
    id: "owner-bookings-sheet",
    path: "/leads/bookings/sheet",
    file: "routes/owner-bookings-sheet.tsx",
    title: "Day sheet",
  },
  {
    id: "owner-bookings-windows",
    path: "/leads/bookings/windows",
    file: "routes/owner-bookings-windows.tsx",
    title: "Windows and days",
  },
  { id: "owner-lead", path: "/leads/:id", file: "routes/owner-lead.tsx", title: "Lead" },
] as const satisfies readonly OwnerPage[];

/**
 * The customer's private pages, each reached by the secret in an email's link (docs/owner-guide.md, "Bookings"):
 * rendered per request like the owner's pages (no script, the strictest policy, noindex), never listed. Their path
 * is spelled here once; the service, the router and the emails' links read it from here.
 */
export const customerPages = [
  // The manage page of a confirmed visit: move or cancel it (the link in the confirmation).
  { id: "visit-manage", path: "/visit/:token", file: "routes/visit-manage.tsx", title: "Your cleaning" },
  // An offer of times: pick one (the link in the offer's email).
  { id: "visit-offer", path: "/offer/:token", file: "routes/visit-offer.tsx", title: "Choose a time" },
  // A priced quote: read it, accept it in one of its times (and pay online where asked), ask, or decline.
  { id: "quote-page", path: "/quote/:token", file: "routes/quote-page.tsx", title: "Your quote" },
  // The same pages in Spanish, for a customer whose form was Spanish (their emails link here): the same secret
  // works at either address; the address says the page's language, as for every other page.
  {
    id: "es-visit-manage",
    key: "visit-manage",
    lang: "es",
    path: "/es/visita/:token",
    file: "routes/visit-manage.tsx",
    title: "Su limpieza",
  },
  {
    id: "es-visit-offer",
    key: "visit-offer",
    lang: "es",
    path: "/es/oferta/:token",
    file: "routes/visit-offer.tsx",
    title: "Elija un horario",
  },
  {
    id: "es-quote-page",
    key: "quote-page",
    lang: "es",
    path: "/es/su-cotizacion/:token",
    file: "routes/quote-page.tsx",
    title: "Su cotización",
  },
] as const satisfies readonly (OwnerPage & { key?: string; lang?: PageLang })[];

export type CustomerPageId = Exclude<(typeof customerPages)[number]["id"], `es-${string}`>;

/** "/visit/" or "/es/visita/": the part of a customer page's path before its secret, in a language. */
export function customerPathPrefix(id: CustomerPageId, lang: PageLang = "en"): string {
  const page = customerPages.find((candidate) =>
    lang === "en"
      ? candidate.id === id
      : "key" in candidate && candidate.key === id && candidate.lang === lang,
  );
  if (!page) throw new Error(`no customer page ${id} in ${lang}`);
  return page.path.replace(/:token$/, "");
}

/** Whether a path is one of the customer's private pages (they have their own frame, and no script). */
export function isCustomerPath(pathname: string): boolean {
  return customerPages.some((page) => pathname.startsWith(page.path.replace(/:token$/, "")));
}

/** Whether a path is one of the owner's pages (they have their own frame, and no script). */
export function isOwnerPath(pathname: string): boolean {
  return pathname === OWNER_PATH_PREFIX || pathname.startsWith(`${OWNER_PATH_PREFIX}/`);
}

/** The not-found page: routed as a catch-all, prerendered once at this path for the server to answer 404 with. */
export const notFoundPage = {
  id: "not-found",
  file: "routes/not-found.tsx",
  title: "Page Not Found",
  description:
    "The page you are looking for was not found. Go back to the home page to find our cleaning services.",
  es: {
    title: "Página no encontrada",
    description:
      "No encontramos la página que busca. Vuelva a la página de inicio para ver nuestros servicios de limpieza.",
  },
} as const;
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";
/** The Spanish 404 page, prerendered for unknown paths under /es. */
export const NOT_FOUND_PRERENDER_PATH_ES = "/es/__not-found";

/** The pages that show the quote form (and take its posts). */
export const quoteFormPages: readonly SitePage[] = sitePages.filter((page: SitePage) => page.quoteForm);

const byPath = new Map<string, SitePage>(sitePages.map((page) => [page.path, page]));
const byId = new Map<string, SitePage>(sitePages.map((page) => [page.id, page]));

/** Normalises a URL path the way the server does: no trailing slash except for "/", "/home" is home. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === "" || trimmed === "/home" ? "/" : trimmed;
}

export function findPageByPath(pathname: string): SitePage | undefined {
  return byPath.get(normalisePath(pathname));
}

/** A page by its English id, in a language (English unless asked). */
export function getPage(id: SitePageId, lang: PageLang = "en"): SitePage {
  const page = byId.get(lang === "en" ? id : `${lang}-${id}`);
  if (!page) throw new Error(`No page with id ${id} (${lang}) in the route table`);
  return page;
}

/** The page's language ("en" for the English table's pages). */
export const langOf = (page: Pick<SitePage, "lang">): PageLang => page.lang ?? "en";

/** The same page in the other language. */
export function twinOf(page: SitePage): SitePage {
  return getPage((page.key ?? page.id) as SitePageId, langOf(page) === "en" ? "es" : "en");
}

/** The language of a path: Spanish under /es, English elsewhere (the 404 page of an unknown /es/ path included). */
export function langOfPath(pathname: string): PageLang {
  const path = normalisePath(pathname);
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/**
 * Whether a path is a home page, English or Spanish: the header joins the hero there (docs/product.md §2: "/" or
 * "/home", and "/es").
 */
export function isHomePath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === "/" || path === getPage("home", "es").path;
}
