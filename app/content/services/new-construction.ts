import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const newConstruction: ServiceContent = {
  key: "new-construction",
  audience: "home",
  cardTitle: text("New Construction Cleaning", "Limpieza de obra nueva"),
  summary: text(
    "Fine dust, stickers and debris cleared from a new build so it is ready to live in.",
    "Quitamos el polvo fino, las etiquetas y los restos de obra de una casa recién construida, para que quede lista para vivir.",
  ),
  image: serviceImage(
    "new-construction",
    text(
      "Illustration of a newly built house with a stepladder and clean windows",
      "Ilustración de una casa recién construida con una escalera y ventanas limpias",
    ),
  ),
  intro: {
    heading: text("From job site to home sweet home", "De obra negra a hogar, dulce hogar"),
    paragraphs: [
      text(
        "A new home is not ready to live in the day the builders leave. Fine construction dust settles on every surface and inside every cabinet, and windows, fixtures and floors carry stickers, paint specks and adhesive. Our new construction cleaning removes all of it: we vacuum and wipe every surface top to bottom, clean inside cabinets, drawers and closets, remove labels and residue from windows and fixtures, clean tracks and sills, and finish the floors.",
        "Una casa nueva no está lista para vivir el día que se van los constructores. El polvo fino de la obra se asienta en cada superficie y dentro de cada gabinete, y las ventanas, las llaves, las lámparas y los pisos quedan con etiquetas, gotas de pintura y pegamento. Nuestra limpieza de obra nueva quita todo eso: aspiramos y limpiamos cada superficie de arriba abajo, limpiamos por dentro gabinetes, cajones y clósets, quitamos etiquetas y residuos de ventanas y accesorios, limpiamos rieles y repisas de las ventanas, y terminamos con los pisos.",
      ),
      text(
        "We work with homeowners, builders and contractors across Abilene and the surrounding towns, and can schedule a rough clean during the build and a final clean before the walk-through. Request a free estimate with the square footage and your hand-over date.",
        "Trabajamos con dueños de casa, constructores y contratistas en Abilene y los pueblos de alrededor, y podemos programar una limpieza gruesa durante la obra y una limpieza final antes del recorrido de entrega. Pida una cotización gratis con los pies cuadrados y la fecha de entrega.",
      ),
    ],
  },
  sliderHeading: text("A new build, ready to live in", "Una casa nueva, lista para vivir"),
  slider: galleryImages("new-construction", idsUpTo(7), ["construction", "kitchen", "bathroom", "living"]),
  benefits: {
    heading: text("Why a professional final clean matters", "Por qué importa una limpieza final profesional"),
    items: [
      {
        title: text("Dust gone for good", "Adiós al polvo para siempre"),
        text: text(
          "Construction dust is fine and keeps resettling; we clean from the top down and inside every cabinet so it does not come back.",
          "El polvo de obra es fino y se vuelve a asentar; limpiamos de arriba abajo y por dentro de cada gabinete para que no regrese.",
        ),
      },
      {
        title: text("Finishes protected", "Acabados protegidos"),
        text: text(
          "The right methods remove paint and adhesive without scratching new glass, fixtures and floors.",
          "Los métodos adecuados quitan la pintura y el pegamento sin rayar los vidrios, los accesorios ni los pisos nuevos.",
        ),
      },
      {
        title: text("A walk-through that impresses", "Un recorrido de entrega que impresiona"),
        text: text(
          "Builders hand over homes that look finished, not freshly abandoned by the crew.",
          "Los constructores entregan casas que se ven terminadas, no como si la cuadrilla acabara de irse.",
        ),
      },
      {
        title: text("Move in on day one", "Múdese desde el primer día"),
        text: text(
          "Unpack straight into clean cabinets and closets.",
          "Desempaque directo en gabinetes y clósets limpios.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience, including work for local builders and remodelers",
      "40 años de experiencia, también con constructores y remodeladores de la zona",
    ),
    text(
      "Free estimates based on square footage and the stage of the build",
      "Cotizaciones gratis según los pies cuadrados y la etapa de la obra",
    ),
    text(
      "Licensed, bonded and insured staff, safe to have on a job site",
      "Personal con licencia, fianza y seguro, que trabaja con seguridad en una obra",
    ),
    text(
      "Eco-friendly products that are kind to new finishes and to the family moving in",
      "Productos ecológicos, suaves con los acabados nuevos y con la familia que se muda",
    ),
    text(
      "Flexible scheduling around inspections and hand-over dates",
      "Horarios flexibles según las inspecciones y las fechas de entrega",
    ),
    text(
      "Re-clean at no additional cost if you contact us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text("When should the cleaning be scheduled?", "¿Cuándo conviene programar la limpieza?"),
      answer: text(
        "After the trades have finished inside, and before the final walk-through or move-in. For larger projects we can also do a rough clean between phases.",
        "Cuando los trabajadores de la obra hayan terminado adentro, y antes del recorrido final o de la mudanza. En proyectos más grandes también podemos hacer una limpieza gruesa entre etapas.",
      ),
    },
    {
      question: text(
        "Do you remove stickers and paint specks from windows?",
        "¿Quitan las etiquetas y las gotas de pintura de las ventanas?",
      ),
      answer: text(
        "Yes. We remove manufacturer labels, adhesive and paint overspray from windows, fixtures and appliances with methods that do not scratch.",
        "Sí. Quitamos etiquetas de fábrica, pegamento y salpicaduras de pintura de ventanas, accesorios y electrodomésticos con métodos que no rayan.",
      ),
    },
    {
      question: text("Do you haul away construction debris?", "¿Se llevan los escombros de la obra?"),
      answer: text(
        "We remove the small debris and dust a cleaning leaves; bulky materials and dumpsters stay with the builder. Tell us what is on site and we will say what we can take.",
        "Retiramos los restos pequeños y el polvo que junta una limpieza; los materiales voluminosos y los contenedores le tocan al constructor. Díganos qué hay en la obra y le diremos qué podemos llevarnos.",
      ),
    },
    {
      question: text(
        "Do you work for builders as well as homeowners?",
        "¿Trabajan para constructores además de para dueños de casa?",
      ),
      answer: text(
        "Yes. We clean new homes for builders and contractors before hand-over, and for homeowners before they move in.",
        "Sí. Limpiamos casas nuevas para constructores y contratistas antes de la entrega, y para los dueños antes de que se muden.",
      ),
    },
  ],
};
