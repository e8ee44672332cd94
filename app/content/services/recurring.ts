import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const recurring: ServiceContent = {
  key: "recurring",
  audience: "home",
  cardTitle: text("Recurring Cleaning", "Limpieza recurrente"),
  summary: text(
    "A deep clean first, then weekly, bi-weekly or monthly visits that keep your home clean.",
    "Primero una limpieza profunda y después visitas semanales, quincenales o mensuales que mantienen su casa limpia.",
  ),
  image: serviceImage(
    "recurring",
    text(
      "Illustration of a calendar beside a clean, tidy bedroom",
      "Ilustración de un calendario junto a una recámara limpia y ordenada",
    ),
  ),
  intro: {
    heading: text(
      "Keep your home clean without thinking about it",
      "Una casa siempre limpia, sin tener que pensar en ello",
    ),
    paragraphs: [
      text(
        "Recurring cleaning is for households that want a home that stays clean, not a one-time clean. We start with a deep clean that brings every room up to our standard, then come back on the schedule you choose: weekly, bi-weekly or monthly (every four weeks). Each visit follows the same checklist, so the kitchen, bathrooms, bedrooms and living areas stay the way you like them.",
        "La limpieza recurrente es para las familias que quieren una casa que se mantenga limpia, no una limpieza de una sola vez. Empezamos con una limpieza profunda que deja cada cuarto a nuestro nivel y después regresamos con la frecuencia que usted elija: semanal, quincenal o mensual (cada cuatro semanas). Cada visita sigue la misma lista, así que la cocina, los baños, las recámaras y las áreas comunes se quedan como a usted le gustan.",
      ),
      text(
        "Where we can, the same trusted team comes to your home each time and learns your preferences. Plans are flexible: move a visit, add a room or switch frequency with 24 hours' notice. Your free estimate covers the first deep clean and the regular visits, so you know the plan before we start.",
        "Siempre que podemos, el mismo equipo de confianza va a su casa cada vez y aprende sus preferencias. Los planes son flexibles: cambie una visita de fecha, agregue un cuarto o cambie la frecuencia con 24 horas de aviso. Su cotización gratis cubre la primera limpieza profunda y las visitas regulares, para que conozca el plan antes de empezar.",
      ),
    ],
  },
  extraSections: [
    {
      kind: "steps",
      heading: text("How recurring cleaning works", "Cómo funciona la limpieza recurrente"),
      intro: text(
        "Three steps from your first call to a home that stays clean.",
        "Tres pasos desde su primera llamada hasta una casa que se mantiene limpia.",
      ),
      steps: [
        {
          title: text("A deep clean first", "Primero, una limpieza profunda"),
          text: text(
            "Our first visit is a deep clean (typically 3 to 6 hours) that removes built-up grime, so every visit after it keeps a clean home clean.",
            "Nuestra primera visita es una limpieza profunda (normalmente de 3 a 6 horas) que quita la mugre acumulada, para que cada visita después solo tenga que mantener limpia una casa limpia.",
          ),
        },
        {
          title: text("Choose your frequency", "Elija la frecuencia"),
          text: text(
            "Weekly, bi-weekly or monthly (every four weeks), on the day of the week that suits you, Monday to Friday.",
            "Semanal, quincenal o mensual (cada cuatro semanas), el día de la semana que más le convenga, de lunes a viernes.",
          ),
        },
        {
          title: text("Regular visits by your team", "Visitas regulares de su equipo"),
          text: text(
            "The same checklist every time, ideally the same cleaners, and a quick note after each visit. Tell us about anything new and we add it to your plan.",
            "La misma lista cada vez, de preferencia el mismo personal, y una nota breve después de cada visita. Cuéntenos cualquier cosa nueva y la agregamos a su plan.",
          ),
        },
      ],
    },
    {
      kind: "checklist",
      heading: text("What every recurring visit includes", "Lo que incluye cada visita recurrente"),
      intro: text(
        "The package below is done on every visit; deep-clean items such as inside the oven or refrigerator and washing blinds can be added at any time.",
        "Todo lo que sigue se hace en cada visita; las tareas de limpieza profunda, como el interior del horno o del refrigerador y el lavado de persianas, se pueden agregar en cualquier momento.",
      ),
      groups: [
        {
          title: text("Kitchen", "Cocina"),
          items: [
            text(
              "Counters, backsplash and sink cleaned and sanitized",
              "Cubiertas, protector de pared y fregadero limpios y desinfectados",
            ),
            text(
              "Stovetop and outside of appliances wiped",
              "Estufa y exterior de los electrodomésticos limpios",
            ),
            text("Microwave inside and out", "Microondas por dentro y por fuera"),
            text("Cabinet fronts spot-cleaned", "Frentes de los gabinetes sin manchas"),
            text("Floors vacuumed and mopped", "Pisos aspirados y trapeados"),
          ],
        },
        {
          title: text("Bathrooms", "Baños"),
          items: [
            text("Tub, shower and tile scrubbed", "Tina, regadera y azulejos tallados"),
            text(
              "Toilet cleaned and disinfected inside and out",
              "Inodoro limpio y desinfectado por dentro y por fuera",
            ),
            text("Sinks, faucets and mirrors polished", "Lavabos, llaves y espejos pulidos"),
            text("Towels folded and trash emptied", "Toallas dobladas y basura vaciada"),
          ],
        },
        {
          title: text("Bedrooms and living areas", "Recámaras y áreas comunes"),
          items: [
            text(
              "Beds made (linens changed when left out)",
              "Camas tendidas (con sábanas limpias si nos las deja a la mano)",
            ),
            text(
              "Furniture, shelves and reachable surfaces dusted",
              "Muebles, repisas y superficies al alcance sin polvo",
            ),
            text("Mirrors and glass tables cleaned", "Espejos y mesas de vidrio limpios"),
            text("Carpets vacuumed, hard floors mopped", "Alfombras aspiradas y pisos trapeados"),
          ],
        },
        {
          title: text("All rooms", "Todos los cuartos"),
          items: [
            text("Light switches and door handles wiped", "Apagadores y manijas de puertas limpios"),
            text("Cobwebs removed", "Sin telarañas"),
            text("Trash emptied and liners replaced", "Basura vaciada y bolsas nuevas"),
          ],
        },
      ],
    },
  ],
  sliderHeading: text("The rooms a recurring visit covers", "Los cuartos que cubre una visita recurrente"),
  slider: galleryImages("recurring", idsUpTo(8), ["bedroom", "kitchen", "living", "bathroom"]),
  benefits: {
    heading: text(
      "Why our customers choose a recurring plan",
      "Por qué nuestros clientes eligen un plan recurrente",
    ),
    items: [
      {
        title: text("Always guest-ready", "Siempre lista para recibir visitas"),
        text: text(
          "Your home never slides back into a big cleanup job.",
          "Su casa nunca vuelve a convertirse en una gran limpieza pendiente.",
        ),
      },
      {
        title: text("A team that knows your home", "Un equipo que conoce su casa"),
        text: text(
          "Familiar faces who remember your preferences, your pets and the rooms that need extra care.",
          "Caras conocidas que recuerdan sus preferencias, a sus mascotas y los cuartos que necesitan más atención.",
        ),
      },
      {
        title: text("Predictable time and cost", "Tiempo y costo previsibles"),
        text: text(
          "Your estimate sets the plan: no surprises from one visit to the next.",
          "Su cotización fija el plan: sin sorpresas de una visita a otra.",
        ),
      },
      {
        title: text("Flexible as life changes", "Flexible cuando cambian sus planes"),
        text: text(
          "Switch between weekly, bi-weekly and monthly, or move a visit with 24 hours' notice.",
          "Cambie entre semanal, quincenal y mensual, o mueva una visita con 24 horas de aviso.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience keeping Abilene homes clean week after week",
      "40 años de experiencia manteniendo limpias las casas de Abilene semana tras semana",
    ),
    text(
      "Free estimates for the first deep clean and your regular visits",
      "Cotizaciones gratis para la primera limpieza profunda y sus visitas regulares",
    ),
    text(
      "Licensed, bonded and insured, background-checked staff",
      "Personal con licencia, fianza y seguro, con antecedentes verificados",
    ),
    text(
      "Eco-friendly products that are pet and kid friendly",
      "Productos ecológicos, seguros para niños y mascotas",
    ),
    text(
      "Weekly, bi-weekly or monthly scheduling that fits your routine",
      "Visitas semanales, quincenales o mensuales que se ajustan a su rutina",
    ),
    text(
      "Re-clean at no additional cost if you tell us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text(
        "Why does a recurring plan start with a deep clean?",
        "¿Por qué un plan recurrente empieza con una limpieza profunda?",
      ),
      answer: text(
        "Regular visits are designed to maintain a clean home. The first deep clean removes built-up grime, so each visit after it can keep everything at that level.",
        "Las visitas regulares están pensadas para mantener una casa que ya está limpia. La primera limpieza profunda quita la mugre acumulada, para que cada visita después pueda mantenerlo todo a ese nivel.",
      ),
    },
    {
      question: text("Which frequencies do you offer?", "¿Qué frecuencias ofrecen?"),
      answer: text(
        "Weekly, bi-weekly, or monthly (every four weeks). Busy households with kids or pets often choose weekly or bi-weekly.",
        "Semanal, quincenal o mensual (cada cuatro semanas). Las familias ocupadas, con niños o mascotas, suelen elegir visitas semanales o quincenales.",
      ),
    },
    {
      question: text("Will the same cleaners come every time?", "¿Vendrá siempre el mismo personal?"),
      answer: text(
        "We schedule the same team whenever we can, so they learn your home and your preferences. If someone is away, a trained teammate follows the same checklist.",
        "Programamos al mismo equipo siempre que podemos, para que conozca su casa y sus preferencias. Si alguien falta, otro compañero capacitado sigue la misma lista.",
      ),
    },
    {
      question: text("Can I skip or move a visit?", "¿Puedo saltarme una visita o cambiarla de fecha?"),
      answer: text(
        "Yes. Call or email us at least 24 hours before the visit to cancel or reschedule it.",
        "Sí. Llámenos o escríbanos al menos 24 horas antes de la visita para cancelarla o cambiarla de fecha.",
      ),
    },
    {
      question: text("Can I add extra tasks to a visit?", "¿Puedo agregar tareas a una visita?"),
      answer: text(
        "Yes. Inside the oven, inside the refrigerator and washing blinds are available as add-ons; tell us before the visit so we can plan the time.",
        "Sí. El interior del horno, el interior del refrigerador y el lavado de persianas están disponibles como servicios adicionales; avísenos antes de la visita para calcular el tiempo.",
      ),
    },
  ],
};
