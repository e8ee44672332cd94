import { GALLERY_IMAGE_SIZE, galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const moving: ServiceContent = {
  key: "moving",
  audience: "home",
  cardTitle: text("Move-In / Move-Out Cleaning", "Limpieza de mudanza"),
  summary: text(
    "Inside cabinets, closets and every room cleaned, so you get your deposit back or move into a fresh home.",
    "Gabinetes y clósets por dentro y cada cuarto limpio, para recuperar su depósito o llegar a un hogar impecable.",
  ),
  image: serviceImage(
    "moving",
    text(
      "Illustration of moving boxes in a clean, empty room",
      "Ilustración de cajas de mudanza en un cuarto vacío y limpio",
    ),
  ),
  intro: {
    heading: text(
      "Moving is hard enough: leave the cleaning to us",
      "Mudarse ya es bastante trabajo: déjenos la limpieza a nosotros",
    ),
    paragraphs: [
      text(
        "A move-out cleaning is often what stands between you and your deposit, and a move-in cleaning is the only time you can reach every shelf and corner before the furniture arrives. With the rooms empty we clean inside kitchen and bathroom cabinets and drawers, inside closets, the range hood, baseboards, window sills and tracks, doors and frames, light fixtures and switches, and every floor. Inside the oven and the refrigerator, and washing the blinds, are add-ons: mention them when you request your quote.",
        "Muchas veces, la limpieza al desocupar es lo que se interpone entre usted y su depósito, y la limpieza antes de llegar es la única oportunidad de alcanzar cada repisa y cada rincón antes de que lleguen los muebles. Con los cuartos vacíos, limpiamos por dentro los gabinetes y cajones de la cocina y del baño, el interior de los clósets, la campana de la estufa, los zoclos, las repisas y rieles de las ventanas, las puertas y sus marcos, las lámparas y los apagadores, y todos los pisos. El interior del horno y del refrigerador, y el lavado de persianas, son servicios adicionales: menciónelos al pedir su cotización.",
      ),
      text(
        "We work to the checklists landlords and property managers use, and we can coordinate with your moving date and key hand-over. Request a free estimate with the size of the home and your dates; if anything is missed, tell us within 24 hours and we come back to re-clean it at no additional cost.",
        "Trabajamos con las listas que usan los caseros y los administradores de propiedades, y podemos coordinarnos con la fecha de su mudanza y la entrega de llaves. Pida una cotización gratis con el tamaño de la casa y sus fechas; si algo se nos pasa, avísenos dentro de las 24 horas y regresamos a limpiarlo sin costo adicional.",
      ),
    ],
  },
  beforeAfter: {
    heading: text(
      "Before and after a move-out cleaning, illustrated",
      "Antes y después de una limpieza al desocupar, en ilustraciones",
    ),
    before: {
      src: "/images/before-after/moving-before.svg",
      alt: text(
        "Illustration, before: an empty room with dusty floors, a stained wall, cobwebs and a left-behind box",
        "Ilustración, antes: un cuarto vacío con el piso empolvado, una pared manchada, telarañas y una caja olvidada",
      ),
      ...GALLERY_IMAGE_SIZE,
    },
    after: {
      src: "/images/before-after/moving-after.svg",
      alt: text(
        "Illustration, after: the same room with clean floors, spotless walls and a bright window",
        "Ilustración, después: el mismo cuarto con el piso limpio, las paredes impecables y una ventana luminosa",
      ),
      ...GALLERY_IMAGE_SIZE,
    },
  },
  sliderHeading: text(
    "Move-in and move-out cleaning, room by room",
    "Limpieza de mudanza, cuarto por cuarto",
  ),
  slider: galleryImages("moving", idsUpTo(8), ["moving", "kitchen", "bathroom", "living"]),
  benefits: {
    heading: text(
      "What a move cleaning takes off your plate",
      "Lo que una limpieza de mudanza le quita de encima",
    ),
    items: [
      {
        title: text("Your deposit back", "Recupere su depósito"),
        text: text(
          "A landlord-ready clean, with inside cabinets, drawers and closets done, is the best way to get your full deposit returned.",
          "Una limpieza a la altura de lo que revisa el casero, con gabinetes, cajones y clósets limpios por dentro, es la mejor manera de recuperar todo su depósito.",
        ),
      },
      {
        title: text("A fresh start in the new place", "Un buen comienzo en su nuevo hogar"),
        text: text(
          "Cabinets, closets and bathrooms cleaned before you unpack, so you start life there in a truly clean home.",
          "Gabinetes, clósets y baños limpios antes de desempacar, para empezar su nueva vida en una casa realmente limpia.",
        ),
      },
      {
        title: text("One less thing on moving day", "Una preocupación menos el día de la mudanza"),
        text: text(
          "You handle the boxes and the keys; we handle every room, on your schedule.",
          "Usted se encarga de las cajas y las llaves; nosotros, de cada cuarto, en el horario que le convenga.",
        ),
      },
      {
        title: text("Ready to sell or rent", "Lista para vender o rentar"),
        text: text(
          "Homeowners and landlords get a property that photographs well and shows well.",
          "Dueños y caseros tienen una propiedad que sale bien en las fotos y luce bien en cada visita.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience with move-outs, move-ins and property turnovers",
      "40 años de experiencia con mudanzas y cambios de inquilino",
    ),
    text(
      "Free estimates based on the size of the home and your dates",
      "Cotizaciones gratis según el tamaño de la casa y sus fechas",
    ),
    text(
      "Inside cabinets, drawers and closets cleaned in every move cleaning",
      "Gabinetes, cajones y clósets limpios por dentro en cada limpieza de mudanza",
    ),
    text(
      "Licensed, bonded and insured, background-checked staff",
      "Personal con licencia, fianza y seguro, con antecedentes verificados",
    ),
    text(
      "Eco-friendly products that leave no harsh smell for the next occupant",
      "Productos ecológicos que no dejan olores fuertes para el siguiente ocupante",
    ),
    text(
      "Re-clean at no additional cost if you contact us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text("Should the home be empty when you clean?", "¿La casa debe estar vacía cuando limpien?"),
      answer: text(
        "Ideally, yes: with furniture and boxes gone we can clean inside every cabinet and closet and reach every floor. If some items must stay, tell us when you book and we plan around them.",
        "Lo ideal es que sí: sin muebles ni cajas podemos limpiar por dentro cada gabinete y cada clóset y llegar a todo el piso. Si algunas cosas tienen que quedarse, díganos al reservar y nos organizamos.",
      ),
    },
    {
      question: text(
        "Is inside the oven and refrigerator included?",
        "¿Está incluido el interior del horno y del refrigerador?",
      ),
      answer: text(
        "Inside all cabinets, drawers and closets is included. Inside the oven and the refrigerator are add-ons, as is washing the blinds: mention them when you request your quote and we include them in your estimate.",
        "El interior de todos los gabinetes, cajones y clósets está incluido. El interior del horno y del refrigerador son servicios adicionales, igual que el lavado de persianas: menciónelos al pedir su cotización y se los incluimos.",
      ),
    },
    {
      question: text("Will this get my deposit back?", "¿Con esto voy a recuperar mi depósito?"),
      answer: text(
        "We clean to the standard landlords and property managers check for, and we fix anything missed if you contact us within 24 hours. Damage and repairs are outside a cleaning, so we cannot promise a deposit decision.",
        "Limpiamos según lo que revisan los caseros y los administradores de propiedades, y corregimos lo que se nos haya pasado si nos avisa dentro de las 24 horas. Los daños y las reparaciones no forman parte de una limpieza, así que no podemos prometerle qué decidirán sobre su depósito.",
      ),
    },
    {
      question: text(
        "Can you clean on the day I hand over the keys?",
        "¿Pueden limpiar el mismo día que entrego las llaves?",
      ),
      answer: text(
        "Often yes, with flexible scheduling Monday to Friday. Book as early as you can, especially at the end of the month when many leases end.",
        "Muchas veces sí, con horarios flexibles de lunes a viernes. Reserve lo antes posible, sobre todo a fin de mes, cuando terminan muchos contratos de renta.",
      ),
    },
    {
      question: text(
        "Do you clean for landlords and realtors too?",
        "¿También limpian para caseros y agentes de bienes raíces?",
      ),
      answer: text(
        "Yes. We clean between tenants and before listings, and can coordinate access with your property manager or agent.",
        "Sí. Limpiamos entre un inquilino y otro y antes de poner una propiedad a la venta o en renta, y podemos coordinar el acceso con su administrador o su agente.",
      ),
    },
  ],
};
