import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const houseCleaning: ServiceContent = {
  key: "house-cleaning",
  audience: "home",
  cardTitle: text("House Cleaning", "Limpieza de casas"),
  summary: text(
    "Kitchens, bathrooms, bedrooms and living areas cleaned the way you like them, one time or on a schedule.",
    "Cocina, baños, recámaras y áreas comunes limpios como a usted le gusta, una sola vez o con visitas regulares.",
  ),
  image: serviceImage(
    "house-cleaning",
    text(
      "Illustration of a bright, tidy living room with a clean sofa and floor",
      "Ilustración de una sala luminosa y ordenada, con el sofá y el piso limpios",
    ),
  ),
  intro: {
    heading: text(
      "House cleaning in Abilene, done the way you would do it yourself",
      "Limpieza de casas en Abilene, hecha como la haría usted",
    ),
    paragraphs: [
      text(
        "Your home should be the place you rest, not another job waiting for you after work. Our house cleaning service takes care of the rooms you use most: we wipe and sanitize kitchen counters, clean the outside of appliances and the sink, scrub tubs, showers and toilets, dust furniture and ledges, make beds, empty the trash, and vacuum and mop every floor.",
        "Su casa debe ser el lugar donde descansa, no otra tarea pendiente al volver del trabajo. Nuestro servicio de limpieza de casas se encarga de los cuartos que más usa: limpiamos y desinfectamos las cubiertas de la cocina, limpiamos el exterior de los electrodomésticos y el fregadero, tallamos tinas, regaderas e inodoros, sacudimos muebles y repisas, tendemos las camas, sacamos la basura, y aspiramos y trapeamos todos los pisos.",
      ),
      text(
        "Tell us what matters to you when you request your free estimate, whether that is a spotless stovetop, a particular product you like, or a room we should skip, and we write it into your cleaning plan. Our licensed, bonded and insured team brings its own eco-friendly supplies, works around your pets and children, and schedules visits on the days that suit you.",
        "Cuando pida su cotización gratis, díganos qué es lo importante para usted, ya sea una estufa impecable, un producto en particular que le guste o un cuarto que no debemos tocar, y lo anotamos en su plan de limpieza. Nuestro equipo, con licencia, fianza y seguro, trae sus propios productos ecológicos, trabaja con cuidado alrededor de sus mascotas y sus hijos, y programa las visitas en los días que más le convienen.",
      ),
    ],
  },
  sliderHeading: text("Every room of the house", "Cada cuarto de la casa"),
  slider: galleryImages("house-cleaning", idsUpTo(8), ["living", "kitchen", "bathroom", "bedroom"]),
  benefits: {
    heading: text("What a clean home gives you", "Lo que le da una casa limpia"),
    items: [
      {
        title: text("Your evenings and weekends back", "Recupere sus tardes y fines de semana"),
        text: text(
          "The hours you spent scrubbing go to your family, your rest or the things you enjoy.",
          "Las horas que pasaba tallando ahora son para su familia, su descanso o lo que más disfruta.",
        ),
      },
      {
        title: text("A healthier home", "Un hogar más sano"),
        text: text(
          "Less dust, allergens and bacteria on the surfaces your family touches every day.",
          "Menos polvo, alérgenos y bacterias en las superficies que su familia toca todos los días.",
        ),
      },
      {
        title: text("Ready for guests at any time", "Lista para recibir visitas en cualquier momento"),
        text: text(
          "No more rushing to tidy up when someone stops by: the house is already clean.",
          "Se acabaron las prisas por arreglar cuando alguien llega de visita: la casa ya está limpia.",
        ),
      },
      {
        title: text("Consistent results", "Resultados constantes"),
        text: text(
          "A written plan and the same checklist every visit mean nothing is forgotten.",
          "Un plan por escrito y la misma lista en cada visita: no se olvida nada.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience cleaning homes across Abilene and the Big Country",
      "40 años de experiencia limpiando casas en Abilene y todo el Big Country",
    ),
    text(
      "Free estimates with no obligation, based on your home and what you need",
      "Cotizaciones gratis y sin compromiso, según su casa y lo que necesita",
    ),
    text(
      "Licensed, bonded and insured staff who are background-checked and trained",
      "Personal con licencia, fianza y seguro, con antecedentes verificados y capacitación",
    ),
    text(
      "Eco-friendly products that are safe for kids and pets",
      "Productos ecológicos seguros para niños y mascotas",
    ),
    text(
      "Flexible scheduling, with 24 hours' notice to cancel or reschedule",
      "Horarios flexibles: cancele o cambie la fecha con 24 horas de aviso",
    ),
    text(
      "Not happy with something? Tell us within 24 hours and we re-clean it at no additional cost",
      "¿Algo no le gustó? Avísenos dentro de las 24 horas y lo volvemos a limpiar sin costo adicional",
    ),
  ],
  faqs: [
    {
      question: text(
        "What is included in a standard house cleaning?",
        "¿Qué incluye una limpieza de casa estándar?",
      ),
      answer: text(
        "Kitchens (counters, sink, stovetop and appliance fronts), bathrooms (tub, shower, toilet, sink and mirrors), dusting of furniture and reachable surfaces, making beds, emptying trash, and vacuuming and mopping floors. Our cleaning checklist compares, item by item, what our recurring, deep and move-out cleanings include.",
        "La cocina (cubiertas, fregadero, estufa y frentes de los electrodomésticos), los baños (tina, regadera, inodoro, lavabo y espejos), sacudir muebles y superficies al alcance, tender camas, sacar la basura, y aspirar y trapear los pisos. Nuestra lista de limpieza compara, punto por punto, lo que incluyen nuestras limpiezas recurrente, profunda y de mudanza.",
      ),
    },
    {
      question: text(
        "Do I need to provide supplies or equipment?",
        "¿Tengo que poner los productos o el equipo?",
      ),
      answer: text(
        "No. We bring everything, including eco-friendly products and vacuums. If you prefer a product of your own for a particular surface, leave it out and we will use it.",
        "No. Nosotros traemos todo, incluidos los productos ecológicos y las aspiradoras. Si prefiere que usemos un producto suyo en alguna superficie, déjelo a la mano y lo usaremos.",
      ),
    },
    {
      question: text("Can you clean while I am at work?", "¿Pueden limpiar mientras estoy en el trabajo?"),
      answer: text(
        "Yes. Many customers give us a key or door code. Our staff are background-checked, licensed, bonded and insured, and we lock up when we leave.",
        "Sí. Muchos clientes nos dan una llave o el código de la puerta. Nuestro personal tiene verificación de antecedentes, licencia, fianza y seguro, y cerramos con llave al salir.",
      ),
    },
    {
      question: text("How long does a house cleaning take?", "¿Cuánto tarda una limpieza de casa?"),
      answer: text(
        "It depends on the size and condition of your home. Your free estimate tells you how long we expect to be there before anything is scheduled.",
        "Depende del tamaño y del estado de su casa. Su cotización gratis le dice cuánto tiempo calculamos estar ahí antes de programar nada.",
      ),
    },
    {
      question: text("What if something was missed?", "¿Y si algo se nos pasó?"),
      answer: text(
        "Call or email us within 24 hours and we will come back and clean it again at no additional cost. That is our Satisfaction Guarantee.",
        "Llámenos o escríbanos dentro de las 24 horas y regresamos a limpiarlo sin costo adicional. Esa es nuestra garantía de satisfacción.",
      ),
    },
  ],
};
