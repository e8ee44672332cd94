import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const daycare: ServiceContent = {
  key: "daycare",
  audience: "business",
  cardTitle: text("Daycare Cleaning", "Limpieza de guarderías"),
  summary: text(
    "Toys, tables, nap areas and restrooms sanitized after hours with kid-safe, eco-friendly products.",
    "Juguetes, mesas, áreas de siesta y baños desinfectados fuera de horario, con productos ecológicos seguros para los niños.",
  ),
  image: serviceImage(
    "daycare",
    text(
      "Illustration of a daycare classroom with small tables and toy shelves",
      "Ilustración de un salón de guardería con mesitas y repisas de juguetes",
    ),
  ),
  intro: {
    heading: text(
      "A clean, healthy daycare parents can trust",
      "Una guardería limpia y sana en la que los papás pueden confiar",
    ),
    paragraphs: [
      text(
        "Young children share toys, tables and everything they touch, so germs travel fast in a childcare center. Our daycare cleaning focuses on the surfaces that matter most: we sanitize toys, tables, chairs and cubbies, clean and disinfect restrooms and diaper-changing stations, wipe door handles, light switches and handrails, clean kitchens and eating areas, and vacuum and mop every floor, including play mats and nap areas.",
        "Los niños pequeños comparten juguetes, mesas y todo lo que tocan, así que los gérmenes se propagan rápido en una guardería. Nuestra limpieza de guarderías se enfoca en las superficies que más importan: desinfectamos juguetes, mesas, sillas y casilleros, limpiamos y desinfectamos los baños y los cambiadores de pañales, limpiamos manijas, apagadores y pasamanos, limpiamos la cocina y las áreas de comida, y aspiramos y trapeamos todos los pisos, incluidos los tapetes de juego y las áreas de siesta.",
      ),
      text(
        "We use eco-friendly products that are safe for children, and we clean after hours or on weekends so your program runs without interruption. Every member of our team is background-checked, licensed, bonded and insured. Ask for a free estimate for a schedule that matches your license requirements and your hours.",
        "Usamos productos ecológicos seguros para los niños, y limpiamos fuera de horario o los fines de semana para que sus actividades sigan sin interrupciones. Cada miembro de nuestro equipo tiene verificación de antecedentes, licencia, fianza y seguro. Pida una cotización gratis para un plan que cumpla los requisitos de su licencia y se ajuste a su horario.",
      ),
    ],
  },
  sliderHeading: text("Childcare spaces, room by room", "Espacios infantiles, salón por salón"),
  slider: galleryImages("daycare", idsUpTo(7), ["daycare", "kitchen", "daycare", "waiting"]),
  benefits: {
    heading: text(
      "What regular professional cleaning does for your center",
      "Lo que una limpieza profesional regular hace por su guardería",
    ),
    items: [
      {
        title: text("Fewer sick days", "Menos días de enfermedad"),
        text: text(
          "Sanitizing high-touch surfaces every day helps slow the spread of colds and stomach bugs among children and staff.",
          "Desinfectar todos los días las superficies que más se tocan ayuda a frenar los resfriados y las infecciones estomacales entre los niños y el personal.",
        ),
      },
      {
        title: text("Confidence for parents", "Confianza para los papás"),
        text: text(
          "A fresh, orderly center is one of the first things families notice on a tour.",
          "Un lugar limpio y ordenado es de lo primero que notan las familias cuando lo visitan.",
        ),
      },
      {
        title: text("Ready for inspections", "Lista para las inspecciones"),
        text: text(
          "A consistent, documented routine helps you meet childcare health and safety standards.",
          "Una rutina constante y documentada le ayuda a cumplir las normas de salud y seguridad para el cuidado infantil.",
        ),
      },
      {
        title: text("Teachers who can teach", "Maestras y maestros que pueden enseñar"),
        text: text(
          "Your staff spend their time with the children, not scrubbing after closing.",
          "Su personal pasa su tiempo con los niños, no tallando después del cierre.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience, including childcare centers and schools",
      "40 años de experiencia, también en guarderías y escuelas",
    ),
    text(
      "Free estimates for nightly, weekly or custom schedules",
      "Cotizaciones gratis para limpiezas cada noche, cada semana o a su medida",
    ),
    text(
      "Background-checked, licensed, bonded and insured staff",
      "Personal con antecedentes verificados, licencia, fianza y seguro",
    ),
    text(
      "Eco-friendly, kid-safe products with no harsh fumes in the morning",
      "Productos ecológicos seguros para los niños, sin olores fuertes por la mañana",
    ),
    text(
      "After-hours and weekend cleaning around your program",
      "Limpieza fuera de horario y en fines de semana, según sus actividades",
    ),
    text(
      "Anything missed is re-cleaned at no additional cost if you tell us within 24 hours",
      "Si algo se nos pasa y nos avisa dentro de las 24 horas, lo volvemos a limpiar sin costo adicional",
    ),
  ],
  faqs: [
    {
      question: text(
        "Are your cleaning products safe for children?",
        "¿Sus productos de limpieza son seguros para los niños?",
      ),
      answer: text(
        "Yes. We use eco-friendly products that are safe around children and leave no harsh fumes. If your center requires a specific disinfectant, we will use it.",
        "Sí. Usamos productos ecológicos seguros cerca de los niños, que no dejan olores fuertes. Si su guardería exige un desinfectante en particular, lo usamos.",
      ),
    },
    {
      question: text("When do you clean?", "¿Cuándo limpian?"),
      answer: text(
        "After your center closes, early in the morning before opening, or on weekends: whatever keeps children out of the way of the cleaning.",
        "Después de que cierra la guardería, temprano antes de abrir o los fines de semana: lo que mantenga a los niños lejos de la limpieza.",
      ),
    },
    {
      question: text("Do you sanitize toys?", "¿Desinfectan los juguetes?"),
      answer: text(
        "Yes. Hard toys, tables, chairs, cubbies and other high-touch items are sanitized on every visit; soft toys and mats are cleaned as agreed in your plan.",
        "Sí. Los juguetes duros, las mesas, las sillas, los casilleros y lo que más se toca se desinfectan en cada visita; los peluches y los tapetes se limpian como se acuerde en su plan.",
      ),
    },
    {
      question: text(
        "Are your staff background-checked?",
        "¿Su personal tiene verificación de antecedentes?",
      ),
      answer: text(
        "Yes. Every team member is background-checked and trained, and our company is licensed, bonded and insured.",
        "Sí. Cada miembro del equipo tiene verificación de antecedentes y capacitación, y nuestra empresa tiene licencia, fianza y seguro.",
      ),
    },
    {
      question: text(
        "Can you follow our health inspection checklist?",
        "¿Pueden seguir nuestra lista de inspección de salud?",
      ),
      answer: text(
        "Yes. Share your checklist or state requirements when you request a quote and we build our routine around them.",
        "Sí. Compártanos su lista o los requisitos del estado al pedir una cotización y armamos nuestra rutina en torno a ellos.",
      ),
    },
  ],
};
