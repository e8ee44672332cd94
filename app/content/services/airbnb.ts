import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const airbnb: ServiceContent = {
  key: "airbnb",
  audience: "home",
  cardTitle: text("Airbnb & Rental Cleaning", "Limpieza de rentas tipo Airbnb"),
  summary: text(
    "Reliable turnovers between guests: fresh linens, restocked essentials and a five-star first impression.",
    "Limpiezas confiables entre huéspedes: sábanas limpias, básicos repuestos y una primera impresión de cinco estrellas.",
  ),
  image: serviceImage(
    "airbnb",
    text(
      "Illustration of a rental bedroom with crisp linens and folded towels",
      "Ilustración de la recámara de una renta con sábanas impecables y toallas dobladas",
    ),
  ),
  intro: {
    heading: text("Turnovers that protect your reviews", "Limpiezas entre huéspedes que cuidan sus reseñas"),
    paragraphs: [
      text(
        "Guests judge a short-term rental in the first minute, and cleanliness shows up in every review. Between check-out and check-in we clean and sanitize the kitchen and bathrooms, change the beds with fresh linens, set out clean towels, empty the trash, vacuum and mop, and restock the essentials you leave for us, such as toilet paper, soap and coffee.",
        "Los huéspedes juzgan una renta vacacional en el primer minuto, y la limpieza aparece en cada reseña. Entre la salida de un huésped y la llegada del siguiente, limpiamos y desinfectamos la cocina y los baños, cambiamos las camas con sábanas limpias, dejamos toallas limpias, sacamos la basura, aspiramos y trapeamos, y reponemos los básicos que usted nos deje, como papel de baño, jabón y café.",
      ),
      text(
        "We follow a checklist written for your property, report anything broken or missing, and fit same-day turnovers around your booking calendar. We also recommend a deep cleaning at least monthly for rentals, so the details guests notice, like baseboards, grout and inside the microwave, never build up.",
        "Seguimos una lista escrita para su propiedad, le avisamos de cualquier cosa rota o faltante y acomodamos las limpiezas del mismo día a su calendario de reservaciones. Para las rentas también recomendamos una limpieza profunda al menos una vez al mes, para que los detalles que notan los huéspedes, como los zoclos, las juntas y el interior del microondas, nunca se acumulen.",
      ),
    ],
  },
  sliderHeading: text("A rental, ready for the next guest", "Una renta lista para el siguiente huésped"),
  slider: galleryImages("airbnb", idsUpTo(8), ["rental", "bathroom", "kitchen", "living"]),
  benefits: {
    heading: text("Why hosts hand us their turnovers", "Por qué los anfitriones nos confían sus limpiezas"),
    items: [
      {
        title: text("Better cleanliness ratings", "Mejores calificaciones de limpieza"),
        text: text(
          "A consistent, guest-ready result after every stay keeps your ratings and your ranking up.",
          "Un resultado constante, listo para recibir huéspedes después de cada estancia, mantiene altas sus calificaciones y su posición en las búsquedas.",
        ),
      },
      {
        title: text("Turnovers that fit your calendar", "Limpiezas que se ajustan a su calendario"),
        text: text(
          "Flexible scheduling for back-to-back bookings, late check-outs and early check-ins.",
          "Horarios flexibles para reservaciones seguidas, salidas tarde y llegadas temprano.",
        ),
      },
      {
        title: text("A second pair of eyes", "Un par de ojos más"),
        text: text(
          "We tell you about damage, missing items or supplies running low before the next guest finds them.",
          "Le avisamos de daños, cosas que faltan o productos por acabarse antes de que los note el siguiente huésped.",
        ),
      },
      {
        title: text("More time for hosting", "Más tiempo para sus huéspedes"),
        text: text(
          "Spend your time on guests and bookings, not on laundry and scrubbing.",
          "Dedique su tiempo a los huéspedes y las reservaciones, no a lavar ropa y tallar.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of cleaning experience, now keeping Big Country rentals guest-ready",
      "40 años de experiencia en limpieza, ahora al servicio de las rentas del Big Country",
    ),
    text(
      "Free estimates per turnover and for monthly deep cleanings",
      "Cotizaciones gratis por cada limpieza entre huéspedes y para las limpiezas profundas mensuales",
    ),
    text(
      "Licensed, bonded and insured, background-checked staff you can trust with your keys",
      "Personal con licencia, fianza y seguro, con antecedentes verificados, a quien puede confiar sus llaves",
    ),
    text(
      "Eco-friendly, pet and kid friendly products your guests will appreciate",
      "Productos ecológicos, seguros para niños y mascotas, que sus huéspedes agradecerán",
    ),
    text(
      "Flexible scheduling around your booking calendar",
      "Horarios flexibles según su calendario de reservaciones",
    ),
    text(
      "If a guest finds something missed, tell us within 24 hours and we re-clean at no additional cost",
      "Si un huésped encuentra algo que se nos pasó, avísenos dentro de las 24 horas y lo volvemos a limpiar sin costo adicional",
    ),
  ],
  faqs: [
    {
      question: text("Do you change the linens and towels?", "¿Cambian las sábanas y las toallas?"),
      answer: text(
        "Yes. We strip and remake the beds with the clean linens you keep at the property and set out fresh towels. Laundry of the used set can be arranged when you request your quote.",
        "Sí. Quitamos la ropa de cama y volvemos a tender las camas con las sábanas limpias que tenga en la propiedad, y dejamos toallas limpias. El lavado de la ropa usada se puede acordar al pedir su cotización.",
      ),
    },
    {
      question: text("Can you restock supplies?", "¿Pueden reponer los básicos?"),
      answer: text(
        "Yes. Leave your supplies in a closet we can access and we restock toilet paper, soap, coffee and other guest essentials on each turnover.",
        "Sí. Deje sus productos en un clóset al que tengamos acceso y en cada limpieza reponemos papel de baño, jabón, café y los demás básicos para los huéspedes.",
      ),
    },
    {
      question: text(
        "How often should a rental have a deep cleaning?",
        "¿Cada cuánto necesita una renta una limpieza profunda?",
      ),
      answer: text(
        "At least monthly. Regular turnovers keep the place guest-ready; a monthly deep cleaning takes care of baseboards, grout, appliances and other details that build up over many stays.",
        "Al menos una vez al mes. Las limpiezas entre huéspedes mantienen el lugar listo; una limpieza profunda mensual se encarga de los zoclos, las juntas, los electrodomésticos y otros detalles que se acumulan estancia tras estancia.",
      ),
    },
    {
      question: text("What happens if a guest checks out late?", "¿Qué pasa si un huésped sale tarde?"),
      answer: text(
        "Tell us as soon as you know. Our flexible scheduling lets us move the turnover later in the day whenever the next check-in allows it.",
        "Avísenos en cuanto lo sepa. Con nuestros horarios flexibles podemos mover la limpieza más tarde ese día, siempre que la llegada del siguiente huésped lo permita.",
      ),
    },
  ],
};
