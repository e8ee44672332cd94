import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const deepCleaning: ServiceContent = {
  key: "deep-cleaning",
  audience: "home",
  cardTitle: text("Deep Cleaning", "Limpieza profunda"),
  summary: text(
    "A top-to-bottom clean of baseboards, vents, fixtures and built-up grime, typically 3 to 6 hours.",
    "Una limpieza de arriba abajo: zoclos, ventilas, lámparas y mugre acumulada, normalmente de 3 a 6 horas.",
  ),
  image: serviceImage(
    "deep-cleaning",
    text(
      "Illustration of a gleaming kitchen with sparkles on the counters",
      "Ilustración de una cocina reluciente, con destellos sobre las cubiertas",
    ),
  ),
  intro: {
    heading: text(
      "A deep clean reaches what everyday cleaning leaves behind",
      "Una limpieza profunda llega adonde la limpieza diaria no alcanza",
    ),
    paragraphs: [
      text(
        "A deep cleaning is the reset your home needs after a busy season, before a special occasion, or as the first visit of a recurring plan. Beyond the usual dusting, vacuuming and mopping, we hand-wipe baseboards, door frames and light switches, clean vents and ceiling fan blades, descale faucets and shower heads, scrub grout and tile, degrease the range hood, and clean the outside of cabinets and appliances.",
        "Una limpieza profunda es el nuevo comienzo que su casa necesita después de una temporada ajetreada, antes de una ocasión especial o como primera visita de un plan recurrente. Además de sacudir, aspirar y trapear, limpiamos a mano zoclos, marcos de puertas y apagadores, limpiamos ventilas y aspas de ventiladores de techo, quitamos el sarro de llaves y regaderas, tallamos juntas y azulejos, desengrasamos la campana de la estufa y limpiamos el exterior de gabinetes y electrodomésticos.",
      ),
      text(
        "A deep cleaning typically takes 3 to 6 hours, depending on the size of the home and how long it has been since the last one. Your free estimate sets out exactly what we will clean and how long we expect it to take. Inside the oven and the refrigerator are available as add-ons.",
        "Una limpieza profunda normalmente toma de 3 a 6 horas, según el tamaño de la casa y el tiempo que haya pasado desde la última. Su cotización gratis dice exactamente qué vamos a limpiar y cuánto tiempo calculamos que tomará. El interior del horno y del refrigerador se pueden agregar como servicios adicionales.",
      ),
    ],
  },
  sliderHeading: text("What a deep cleaning reaches", "Hasta dónde llega una limpieza profunda"),
  slider: galleryImages("deep-cleaning", idsUpTo(8), ["kitchen", "bathroom", "living", "bedroom"]),
  benefits: {
    heading: text("Why a deep clean is worth it", "Por qué vale la pena una limpieza profunda"),
    items: [
      {
        title: text("Removes built-up grime", "Quita la mugre acumulada"),
        text: text(
          "Soap scum, grease and dust that regular cleaning cannot shift come off with the right tools and time.",
          "Los residuos de jabón, la grasa y el polvo que la limpieza regular no logra sacar salen con el tiempo y las herramientas adecuadas.",
        ),
      },
      {
        title: text("Better air at home", "Mejor aire en casa"),
        text: text(
          "Clean vents, fans and baseboards mean less dust circulating through every room.",
          "Con ventilas, ventiladores y zoclos limpios, circula menos polvo por toda la casa.",
        ),
      },
      {
        title: text(
          "A fresh start for regular cleaning",
          "Un buen punto de partida para la limpieza regular",
        ),
        text: text(
          "After a deep clean, recurring visits keep the home at that level with far less effort.",
          "Después de una limpieza profunda, las visitas recurrentes mantienen la casa así con mucho menos esfuerzo.",
        ),
      },
      {
        title: text("Protects your home", "Protege su casa"),
        text: text(
          "Removing mineral deposits and grime helps fixtures, grout and finishes last longer.",
          "Quitar el sarro y la mugre ayuda a que llaves, juntas y acabados duren más.",
        ),
      },
      {
        title: text("Ready for an occasion", "Lista para una ocasión especial"),
        text: text(
          "Holidays, visiting family or a home sale: the house looks its best when it matters.",
          "Días festivos, visitas de la familia o la venta de la casa: su hogar luce lo mejor posible cuando más importa.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience: we know where grime hides in West Texas homes",
      "40 años de experiencia: sabemos dónde se esconde la mugre en las casas del oeste de Texas",
    ),
    text(
      "Free estimates that say what is included and how long it takes",
      "Cotizaciones gratis que dicen qué incluye la limpieza y cuánto tarda",
    ),
    text(
      "Eco-friendly products, safe around kids and pets",
      "Productos ecológicos, seguros para niños y mascotas",
    ),
    text(
      "Licensed, bonded and insured, background-checked staff",
      "Personal con licencia, fianza y seguro, con antecedentes verificados",
    ),
    text(
      "Flexible scheduling, including the week before your event",
      "Horarios flexibles, también la semana antes de su evento",
    ),
    text(
      "Re-clean at no additional cost if you contact us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text("How long does a deep cleaning take?", "¿Cuánto tarda una limpieza profunda?"),
      answer: text(
        "Typically 3 to 6 hours. A larger home, or one that has not been deep cleaned in a long time, is at the upper end; your free estimate gives you the expected time.",
        "Normalmente de 3 a 6 horas. Una casa grande, o una que no ha tenido limpieza profunda en mucho tiempo, tarda más; su cotización gratis le dice el tiempo previsto.",
      ),
    },
    {
      question: text(
        "How is a deep cleaning different from a regular cleaning?",
        "¿En qué se diferencia una limpieza profunda de una limpieza regular?",
      ),
      answer: text(
        "A regular cleaning keeps up the surfaces you use every day. A deep cleaning adds the detail work: baseboards, door frames, vents, fan blades, grout, fixtures and the outside of cabinets and appliances.",
        "Una limpieza regular mantiene las superficies que usa todos los días. Una limpieza profunda agrega el trabajo de detalle: zoclos, marcos de puertas, ventilas, aspas de ventiladores, juntas, llaves y lámparas, y el exterior de gabinetes y electrodomésticos.",
      ),
    },
    {
      question: text(
        "How often should I book a deep cleaning?",
        "¿Cada cuánto conviene reservar una limpieza profunda?",
      ),
      answer: text(
        "Most homes benefit from one or two a year, or before starting recurring visits. Rental properties should have a deep cleaning at least monthly.",
        "A la mayoría de las casas les conviene una o dos al año, o antes de empezar con visitas recurrentes. Las propiedades de renta deberían tener una limpieza profunda al menos una vez al mes.",
      ),
    },
    {
      question: text(
        "Do you clean inside the oven and refrigerator?",
        "¿Limpian el interior del horno y del refrigerador?",
      ),
      answer: text(
        "Yes, as add-ons. Mention them when you request your quote and we include them in your estimate.",
        "Sí, como servicios adicionales. Menciónelos al pedir su cotización y se los incluimos.",
      ),
    },
    {
      question: text(
        "Do I need to be home during the deep cleaning?",
        "¿Necesito estar en casa durante la limpieza profunda?",
      ),
      answer: text(
        "No. You can give us access and go about your day; our staff are licensed, bonded and insured.",
        "No. Puede darnos acceso y seguir con su día; nuestro personal tiene licencia, fianza y seguro.",
      ),
    },
  ],
};
