import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

/** docs/product.md §2: the gym slider shows images 2 to 18 and 20. */
const GYM_SLIDER_IDS = [...idsUpTo(18).filter((id) => id >= 2), 20];

export const gym: ServiceContent = {
  key: "gym",
  audience: "business",
  cardTitle: text("Gym Cleaning", "Limpieza de gimnasios"),
  summary: text(
    "Equipment, mats, locker rooms and showers disinfected on a schedule built around your opening hours.",
    "Aparatos, tapetes, vestidores y regaderas desinfectados en horarios que se ajustan a los de su gimnasio.",
  ),
  image: serviceImage(
    "gym",
    text(
      "Illustration of a clean gym with a treadmill, a bench and dumbbells",
      "Ilustración de un gimnasio limpio con una caminadora, una banca y mancuernas",
    ),
  ),
  intro: {
    heading: text(
      "Gym cleaning your members will notice",
      "Una limpieza de gimnasio que sus socios van a notar",
    ),
    paragraphs: [
      text(
        "Sweat, shared equipment and humid locker rooms make a gym one of the hardest places to keep clean, and members notice right away. We disinfect cardio machines, weight benches, handles, dumbbells and racks, clean and sanitize mats and studio floors, scrub locker rooms, showers and restrooms, clean mirrors and glass, empty trash and refill wipe stations from your stock.",
        "El sudor, los aparatos compartidos y los vestidores húmedos hacen del gimnasio uno de los lugares más difíciles de mantener limpios, y los socios lo notan de inmediato. Desinfectamos máquinas de cardio, bancas de pesas, agarraderas, mancuernas y soportes de pesas, limpiamos y desinfectamos tapetes y pisos de los salones, tallamos vestidores, regaderas y baños, limpiamos espejos y vidrios, vaciamos la basura y rellenamos las estaciones de toallitas con sus propios productos.",
      ),
      text(
        "We work when your floor is quiet: overnight, before opening or between classes. Our licensed, bonded and insured staff follow a checklist written for your facility, and flag equipment that looks damaged. Request a free estimate with your square footage and opening hours.",
        "Trabajamos cuando su gimnasio está tranquilo: de noche, antes de abrir o entre clases. Nuestro personal con licencia, fianza y seguro sigue una lista escrita para sus instalaciones y le avisa de los aparatos que parezcan dañados. Pida una cotización gratis con los pies cuadrados y su horario.",
      ),
    ],
  },
  sliderHeading: text("Fitness facilities, area by area", "Gimnasios, área por área"),
  slider: galleryImages("gym", GYM_SLIDER_IDS, ["gym", "locker", "gym", "locker"]),
  benefits: {
    heading: text("Why a clean gym keeps members", "Por qué un gimnasio limpio conserva a sus socios"),
    items: [
      {
        title: text("Members stay", "Los socios se quedan"),
        text: text(
          "Cleanliness is one of the top reasons members renew, and one of the first complaints in reviews.",
          "La limpieza es una de las principales razones para renovar la membresía, y una de las primeras quejas en las reseñas.",
        ),
      },
      {
        title: text("Healthier training", "Un entrenamiento más sano"),
        text: text(
          "Disinfected equipment and locker rooms reduce the spread of skin infections, colds and flu.",
          "Los aparatos y vestidores desinfectados reducen el contagio de infecciones de la piel, resfriados y gripe.",
        ),
      },
      {
        title: text("Equipment that lasts", "Aparatos que duran"),
        text: text(
          "Removing sweat and grime from upholstery and moving parts protects your investment.",
          "Quitar el sudor y la mugre de la tapicería y las partes móviles protege su inversión.",
        ),
      },
      {
        title: text("Staff focused on members", "Un personal enfocado en los socios"),
        text: text(
          "Your front desk and trainers look after people, not mops.",
          "Su recepción y sus entrenadores atienden a las personas, no al trapeador.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text("40 years of experience in commercial cleaning", "40 años de experiencia en limpieza comercial"),
    text(
      "Free estimates based on your facility and opening hours",
      "Cotizaciones gratis según sus instalaciones y su horario",
    ),
    text(
      "Licensed, bonded and insured, background-checked staff",
      "Personal con licencia, fianza y seguro, con antecedentes verificados",
    ),
    text(
      "Eco-friendly products that are safe on equipment and for members",
      "Productos ecológicos seguros para los aparatos y para los socios",
    ),
    text(
      "Overnight, early-morning or between-class scheduling",
      "Limpieza de noche, de madrugada o entre clases",
    ),
    text(
      "Re-clean at no additional cost if you contact us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text("Do you clean gym equipment?", "¿Limpian los aparatos del gimnasio?"),
      answer: text(
        "Yes. We disinfect cardio machines, benches, handles, racks, dumbbells and other high-touch equipment, using products that are safe for upholstery and finishes.",
        "Sí. Desinfectamos máquinas de cardio, bancas, agarraderas, soportes, mancuernas y el resto del equipo que más se toca, con productos seguros para la tapicería y los acabados.",
      ),
    },
    {
      question: text(
        "Can you clean while the gym is open?",
        "¿Pueden limpiar mientras el gimnasio está abierto?",
      ),
      answer: text(
        "We prefer quiet hours such as overnight or before opening, but for 24-hour gyms we work zone by zone and keep the floor usable.",
        "Preferimos las horas tranquilas, como la noche o antes de abrir, pero en los gimnasios abiertos las 24 horas trabajamos por zonas y dejamos el resto del gimnasio en uso.",
      ),
    },
    {
      question: text("Do you clean locker rooms and showers?", "¿Limpian los vestidores y las regaderas?"),
      answer: text(
        "Yes. Locker rooms, showers, saunas and restrooms are scrubbed and disinfected, with extra attention to mold and mildew in damp areas.",
        "Sí. Tallamos y desinfectamos vestidores, regaderas, saunas y baños, con atención especial al moho y los hongos de las áreas húmedas.",
      ),
    },
    {
      question: text("How often should a gym be cleaned?", "¿Cada cuánto se debe limpiar un gimnasio?"),
      answer: text(
        "Most gyms need a daily clean of equipment, locker rooms and restrooms, and a weekly deep clean of floors and hard-to-reach areas. We recommend a plan in your free estimate.",
        "La mayoría de los gimnasios necesitan una limpieza diaria de aparatos, vestidores y baños, y una limpieza profunda semanal de los pisos y los lugares difíciles de alcanzar. En su cotización gratis le recomendamos un plan.",
      ),
    },
    {
      question: text("Do you clean rubber flooring and mats?", "¿Limpian los pisos de hule y los tapetes?"),
      answer: text(
        "Yes. We vacuum and mop rubber flooring with cleaners suited to it, and sanitize yoga and stretching mats.",
        "Sí. Aspiramos y trapeamos los pisos de hule con limpiadores adecuados, y desinfectamos los tapetes de yoga y de estiramiento.",
      ),
    },
    {
      question: text(
        "Are your products safe for members with allergies?",
        "¿Sus productos son seguros para socios con alergias?",
      ),
      answer: text(
        "We use eco-friendly products with no harsh fumes. If you need fragrance-free products, tell us and we will use them.",
        "Usamos productos ecológicos sin olores fuertes. Si necesita productos sin fragancia, díganos y los usaremos.",
      ),
    },
    {
      question: text(
        "Do you restock wipes and sanitizer stations?",
        "¿Rellenan las estaciones de toallitas y gel desinfectante?",
      ),
      answer: text(
        "Yes. We refill wipe dispensers, sanitizer and restroom supplies from the stock you keep on site, and tell you when it runs low.",
        "Sí. Rellenamos los dispensadores de toallitas, el gel desinfectante y los productos de los baños con lo que usted tenga en el gimnasio, y le avisamos cuando se esté acabando.",
      ),
    },
    {
      question: text(
        "Are your staff insured to work in our facility?",
        "¿Su personal está asegurado para trabajar en nuestras instalaciones?",
      ),
      answer: text(
        "Yes. Every team member is background-checked, and our company is licensed, bonded and insured.",
        "Sí. Cada miembro del equipo tiene verificación de antecedentes, y nuestra empresa tiene licencia, fianza y seguro.",
      ),
    },
  ],
};
