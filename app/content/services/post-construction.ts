import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const postConstruction: ServiceContent = {
  key: "post-construction",
  audience: "business",
  cardTitle: text("Post-Construction Cleaning", "Limpieza después de construcción"),
  summary: text(
    "Dust, debris, paint and stickers removed after a build-out or remodel, ready for hand-over.",
    "Quitamos polvo, escombros, pintura y etiquetas después de una obra o remodelación, y dejamos todo listo para la entrega.",
  ),
  image: serviceImage(
    "post-construction",
    text(
      "Illustration of a finished commercial space with a ladder and paint tray",
      "Ilustración de un local comercial terminado con una escalera y una charola de pintura",
    ),
  ),
  intro: {
    heading: text(
      "Post-construction cleaning for builders, contractors and owners",
      "Limpieza después de construcción para constructores, contratistas y dueños",
    ),
    paragraphs: [
      text(
        "A build-out or remodel is not finished until the space is clean enough to use. After the trades leave we remove construction dust from walls, ledges, vents and light fixtures, clean windows, frames and tracks, remove stickers, adhesive and paint overspray, clean restrooms and kitchens, wipe inside cabinets and drawers, and clean floors from the top of the building down.",
        "Una obra o una remodelación no está terminada hasta que el espacio está lo bastante limpio para usarse. Cuando se van los trabajadores, quitamos el polvo de obra de paredes, repisas, ventilas y lámparas, limpiamos ventanas, marcos y rieles, quitamos etiquetas, pegamento y salpicaduras de pintura, limpiamos baños y cocinas, limpiamos por dentro gabinetes y cajones, y limpiamos los pisos, del nivel más alto del edificio hacia abajo.",
      ),
      text(
        "We schedule around inspections and hand-over dates, and can do a rough clean between phases and a final, detailed clean before the walk-through. Our crews are licensed, bonded and insured, and follow your site's safety rules. Request a free estimate with the square footage and the date you need the space ready.",
        "Programamos según las inspecciones y las fechas de entrega, y podemos hacer una limpieza gruesa entre etapas y una limpieza final detallada antes del recorrido de entrega. Nuestras cuadrillas tienen licencia, fianza y seguro, y siguen las reglas de seguridad de su obra. Pida una cotización gratis con los pies cuadrados y la fecha en que necesita el espacio listo.",
      ),
    ],
  },
  sliderHeading: text("After the builders leave", "Cuando se van los constructores"),
  slider: galleryImages("post-construction", idsUpTo(7), [
    "construction",
    "office",
    "waiting",
    "construction",
  ]),
  benefits: {
    heading: text("Why hand the final clean to us", "Por qué dejarnos la limpieza final"),
    items: [
      {
        title: text("Hand-over on time", "Entrega a tiempo"),
        text: text(
          "We plan around your schedule so the clean never holds up an inspection or an opening.",
          "Nos organizamos según su calendario para que la limpieza nunca retrase una inspección ni una apertura.",
        ),
      },
      {
        title: text("A space that shows its quality", "Un espacio que luce su calidad"),
        text: text(
          "Clean glass, fixtures and floors let your finished work be seen at its best.",
          "Vidrios, accesorios y pisos limpios dejan ver su trabajo terminado en su mejor momento.",
        ),
      },
      {
        title: text("Safe to occupy", "Listo para ocuparse"),
        text: text(
          "Fine dust and small debris are removed so people can move in and work right away.",
          "Quitamos el polvo fino y los restos pequeños para que la gente pueda instalarse y trabajar de inmediato.",
        ),
      },
      {
        title: text("One crew, start to finish", "Una sola cuadrilla, de principio a fin"),
        text: text(
          "Rough clean, final clean and touch-ups after the punch list by the same team.",
          "Limpieza gruesa, limpieza final y retoques después de la lista de pendientes, con el mismo equipo.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience with commercial and residential cleaning in the Big Country",
      "40 años de experiencia en limpieza comercial y residencial en el Big Country",
    ),
    text(
      "Free estimates based on square footage and phases",
      "Cotizaciones gratis según los pies cuadrados y las etapas",
    ),
    text(
      "Licensed, bonded and insured crews that follow site safety rules",
      "Cuadrillas con licencia, fianza y seguro que siguen las reglas de seguridad de la obra",
    ),
    text(
      "Eco-friendly products that are safe on new finishes",
      "Productos ecológicos seguros para los acabados nuevos",
    ),
    text(
      "Flexible scheduling around trades, inspections and hand-over dates",
      "Horarios flexibles según los trabajos, las inspecciones y las fechas de entrega",
    ),
    text(
      "Touch-ups at no additional cost if you contact us within 24 hours",
      "Retoques sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text(
        "What is the difference between a rough clean and a final clean?",
        "¿Qué diferencia hay entre una limpieza gruesa y una limpieza final?",
      ),
      answer: text(
        "A rough clean removes debris and heavy dust while work is still going on, so trades can finish. The final clean is the detailed clean of every surface before hand-over.",
        "La limpieza gruesa quita escombros y el polvo más pesado mientras la obra sigue, para que los trabajadores puedan terminar. La limpieza final es la limpieza detallada de cada superficie antes de la entrega.",
      ),
    },
    {
      question: text(
        "Do you work on occupied or partially open buildings?",
        "¿Trabajan en edificios ocupados o abiertos en parte?",
      ),
      answer: text(
        "Yes. We can clean finished areas while others are still under construction, and schedule around your occupants' hours.",
        "Sí. Podemos limpiar las áreas terminadas mientras otras siguen en obra, y programarnos según el horario de quienes ocupan el edificio.",
      ),
    },
    {
      question: text("Do you remove large debris?", "¿Se llevan los escombros grandes?"),
      answer: text(
        "We remove small debris and dust; bulky materials and dumpsters remain the contractor's. Tell us what is on site and we will confirm what we can take.",
        "Retiramos los restos pequeños y el polvo; los materiales voluminosos y los contenedores le tocan al contratista. Díganos qué hay en la obra y le confirmaremos qué podemos llevarnos.",
      ),
    },
    {
      question: text(
        "How soon after construction can you start?",
        "¿Qué tan pronto después de la obra pueden empezar?",
      ),
      answer: text(
        "As soon as the trades are done in the area to be cleaned. Book early so we can hold a date that matches your hand-over.",
        "En cuanto los trabajadores terminen en el área que hay que limpiar. Reserve con tiempo para apartar una fecha que coincida con su entrega.",
      ),
    },
  ],
};
