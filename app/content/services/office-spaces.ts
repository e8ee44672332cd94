import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const officeSpaces: ServiceContent = {
  key: "office-spaces",
  audience: "business",
  cardTitle: text("Office Space Cleaning", "Limpieza de oficinas"),
  summary: text(
    "Desks, break rooms, restrooms and floors cleaned around your workday, as often as you need.",
    "Escritorios, cocinetas, baños y pisos limpios sin interrumpir su jornada, con la frecuencia que necesite.",
  ),
  image: serviceImage(
    "office-spaces",
    text(
      "Illustration of an open office with clean desks and monitors",
      "Ilustración de una oficina abierta con escritorios y monitores limpios",
    ),
  ),
  intro: {
    heading: text(
      "A clean office, without interrupting the workday",
      "Una oficina limpia, sin interrumpir la jornada",
    ),
    paragraphs: [
      text(
        "A clean office is more pleasant and more productive, and it tells clients you take care of details. We dust and wipe desks, monitors and phones where cleared, sanitize break rooms and kitchenettes, clean and restock restrooms, empty trash and recycling, clean glass doors and partitions, and vacuum and mop every floor.",
        "Una oficina limpia es más agradable y más productiva, y les dice a sus clientes que usted cuida los detalles. Sacudimos y limpiamos escritorios despejados, monitores y teléfonos, desinfectamos comedores y cocinetas, limpiamos los baños y reponemos sus productos, vaciamos la basura y el reciclaje, limpiamos puertas y divisiones de vidrio, y aspiramos y trapeamos todos los pisos.",
      ),
      text(
        "We clean before opening, after closing or on weekends, daily, several times a week or weekly, whatever suits your business and your budget. Your free estimate lays out the plan room by room, and our licensed, bonded and insured team follows the same checklist every visit.",
        "Limpiamos antes de abrir, después de cerrar o los fines de semana, a diario, varias veces por semana o una vez a la semana: lo que mejor le funcione a su negocio y a su presupuesto. Su cotización gratis presenta el plan cuarto por cuarto, y nuestro equipo con licencia, fianza y seguro sigue la misma lista en cada visita.",
      ),
    ],
  },
  sliderHeading: text("Offices, from desks to break rooms", "Oficinas, de los escritorios a la cocineta"),
  slider: galleryImages("office-spaces", idsUpTo(7), ["office", "waiting", "kitchen", "office"]),
  benefits: {
    heading: text(
      "What a clean workplace does for your business",
      "Lo que un lugar de trabajo limpio hace por su negocio",
    ),
    items: [
      {
        title: text("Healthier employees", "Empleados más sanos"),
        text: text(
          "Sanitized desks, kitchens and restrooms mean fewer shared germs and fewer sick days.",
          "Escritorios, cocinas y baños desinfectados significan menos gérmenes compartidos y menos días de enfermedad.",
        ),
      },
      {
        title: text("Better first impressions", "Mejores primeras impresiones"),
        text: text(
          "Clients and candidates notice a spotless reception and meeting room.",
          "Clientes y candidatos notan una recepción y una sala de juntas impecables.",
        ),
      },
      {
        title: text("More productive days", "Días más productivos"),
        text: text(
          "People focus better in a clean, uncluttered space, and nobody has to clean up the break room.",
          "La gente se concentra mejor en un espacio limpio y despejado, y nadie tiene que limpiar la cocineta.",
        ),
      },
      {
        title: text("One reliable vendor", "Un solo proveedor confiable"),
        text: text(
          "A set schedule, a single contact and a checklist you agreed on.",
          "Un horario fijo, un solo contacto y una lista que usted aprobó.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience cleaning Abilene workplaces",
      "40 años de experiencia limpiando lugares de trabajo en Abilene",
    ),
    text("Free estimates with a room-by-room plan", "Cotizaciones gratis con un plan cuarto por cuarto"),
    text(
      "Licensed, bonded and insured, background-checked staff you can trust with your keys",
      "Personal con licencia, fianza y seguro, con antecedentes verificados, a quien puede confiar sus llaves",
    ),
    text(
      "Eco-friendly products, safe for people and pets who visit the office",
      "Productos ecológicos, seguros para las personas y las mascotas que visitan la oficina",
    ),
    text(
      "Flexible scheduling before opening, after closing or on weekends",
      "Horarios flexibles: antes de abrir, después de cerrar o en fin de semana",
    ),
    text(
      "Re-clean at no additional cost if you contact us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text("How often should an office be cleaned?", "¿Cada cuánto se debe limpiar una oficina?"),
      answer: text(
        "Busy offices usually need restrooms and break rooms cleaned daily and a full clean weekly; smaller offices often choose two or three visits a week. We will recommend a schedule in your free estimate.",
        "Las oficinas con mucho movimiento suelen necesitar limpieza diaria de baños y cocinetas y una limpieza completa cada semana; las oficinas pequeñas muchas veces eligen dos o tres visitas por semana. En su cotización gratis le recomendaremos un horario.",
      ),
    },
    {
      question: text("Do you clean after business hours?", "¿Limpian fuera del horario de oficina?"),
      answer: text(
        "Yes. We clean before opening, after closing or on weekends, so your staff and clients are never disturbed.",
        "Sí. Limpiamos antes de abrir, después de cerrar o los fines de semana, para no molestar nunca a su personal ni a sus clientes.",
      ),
    },
    {
      question: text(
        "Do you supply restroom paper and soap?",
        "¿Ustedes ponen el papel y el jabón de los baños?",
      ),
      answer: text(
        "We restock restrooms from the supplies you keep on site, and tell you when stock runs low.",
        "Reponemos los baños con los productos que usted tenga en la oficina, y le avisamos cuando se estén acabando.",
      ),
    },
    {
      question: text(
        "Will you clean our desks and electronics?",
        "¿Limpian nuestros escritorios y aparatos electrónicos?",
      ),
      answer: text(
        "We dust and wipe cleared desk surfaces and the outside of monitors and phones. We never move papers or open drawers.",
        "Sacudimos y limpiamos la superficie de los escritorios despejados y el exterior de monitores y teléfonos. Nunca movemos papeles ni abrimos cajones.",
      ),
    },
    {
      question: text("Is there a long-term contract?", "¿Hay que firmar un contrato a largo plazo?"),
      answer: text(
        "Your quote sets out the schedule and terms before any work starts. Ask us about a trial period when you request it.",
        "Su cotización fija el horario y las condiciones antes de empezar cualquier trabajo. Pregúntenos por un periodo de prueba cuando la pida.",
      ),
    },
  ],
};
