import { galleryImages, idsUpTo } from "../images.ts";
import { text } from "../model/languages.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const doctorsOffice: ServiceContent = {
  key: "doctors-office",
  audience: "business",
  cardTitle: text("Doctors' Office Cleaning", "Limpieza de consultorios médicos"),
  summary: text(
    "Waiting rooms, exam rooms and restrooms disinfected by trained, background-checked staff.",
    "Salas de espera, consultorios y baños desinfectados por personal capacitado y con antecedentes verificados.",
  ),
  image: serviceImage(
    "doctors-office",
    text(
      "Illustration of a clean exam room with an exam table and a cabinet",
      "Ilustración de un consultorio limpio con una camilla y un gabinete",
    ),
  ),
  intro: {
    heading: text("Medical office cleaning your patients can see", "Una limpieza de consultorio que se nota"),
    paragraphs: [
      text(
        "Patients notice a clean waiting room before they meet the doctor. We clean and disinfect waiting areas, reception desks, exam rooms, restrooms and break rooms, paying special attention to high-touch points such as door handles, chair arms, counters, light switches and pens at check-in. Floors are vacuumed and mopped, trash is emptied and bins are relined.",
        "Los pacientes notan una sala de espera limpia antes de ver al doctor. Limpiamos y desinfectamos salas de espera, mostradores de recepción, consultorios, baños y comedores del personal, con atención especial a lo que más se toca, como manijas, brazos de sillas, mostradores, apagadores y las plumas de la recepción. Aspiramos y trapeamos los pisos, vaciamos la basura y ponemos bolsas nuevas en los botes.",
      ),
      text(
        "Our staff are trained to work around clinical areas and patient information: we disinfect surfaces, not files, and never move medical equipment. Cleaning takes place after hours so your schedule is never interrupted. Medical waste and sharps stay with your licensed disposal provider. Request a free estimate for a schedule that fits your practice.",
        "Nuestro personal está capacitado para trabajar en áreas clínicas y cerca de información de pacientes: desinfectamos superficies, no expedientes, y nunca movemos el equipo médico. Limpiamos fuera de horario para no interrumpir nunca sus consultas. Los residuos médicos y los objetos punzocortantes quedan a cargo de su proveedor autorizado de desechos. Pida una cotización gratis con un horario que se ajuste a su consultorio.",
      ),
    ],
  },
  sliderHeading: text("Medical offices, room by room", "Consultorios médicos, cuarto por cuarto"),
  slider: galleryImages("doctors-office", idsUpTo(7), ["medical", "waiting", "medical", "office"]),
  benefits: {
    heading: text(
      "Why practices rely on professional cleaning",
      "Por qué los consultorios confían en una limpieza profesional",
    ),
    items: [
      {
        title: text("Reduced spread of germs", "Menos contagio de gérmenes"),
        text: text(
          "Disinfecting high-touch surfaces daily protects patients, staff and visitors.",
          "Desinfectar a diario las superficies que más se tocan protege a pacientes, personal y visitantes.",
        ),
      },
      {
        title: text("A first impression of care", "Una primera impresión de cuidado"),
        text: text(
          "A spotless waiting room tells patients your practice pays attention to detail.",
          "Una sala de espera impecable les dice a los pacientes que en su consultorio se cuidan los detalles.",
        ),
      },
      {
        title: text("Staff focused on patients", "Un personal enfocado en los pacientes"),
        text: text(
          "Your team spends its time on care, not on cleaning up after closing.",
          "Su equipo dedica su tiempo a atender, no a limpiar después del cierre.",
        ),
      },
      {
        title: text("Consistent standards", "El mismo nivel en cada visita"),
        text: text(
          "The same checklist every visit, with clear notes if anything needs your attention.",
          "La misma lista en cada visita, con notas claras si algo necesita su atención.",
        ),
      },
    ],
  },
  whyChooseUs: [
    text(
      "40 years of experience cleaning offices and clinics in Abilene",
      "40 años de experiencia limpiando oficinas y clínicas en Abilene",
    ),
    text(
      "Free estimates for nightly, weekly or custom schedules",
      "Cotizaciones gratis para limpiezas cada noche, cada semana o a su medida",
    ),
    text(
      "Background-checked, licensed, bonded and insured staff who respect patient privacy",
      "Personal con antecedentes verificados, licencia, fianza y seguro, que respeta la privacidad de los pacientes",
    ),
    text(
      "Eco-friendly products, with your preferred disinfectants on request",
      "Productos ecológicos, y los desinfectantes que usted prefiera si nos lo pide",
    ),
    text(
      "After-hours scheduling that never interrupts appointments",
      "Limpieza fuera de horario que nunca interrumpe las citas",
    ),
    text(
      "Re-clean at no additional cost if you contact us within 24 hours",
      "Volvemos a limpiar sin costo adicional si nos avisa dentro de las 24 horas",
    ),
  ],
  faqs: [
    {
      question: text("Do you clean exam rooms?", "¿Limpian los consultorios?"),
      answer: text(
        "Yes. We disinfect counters, exam tables, chairs, sinks and high-touch surfaces, and clean floors. We do not move medical equipment or handle patient records.",
        "Sí. Desinfectamos cubiertas, camillas, sillas, lavabos y las superficies que más se tocan, y limpiamos los pisos. No movemos el equipo médico ni tocamos los expedientes de los pacientes.",
      ),
    },
    {
      question: text(
        "Do you dispose of medical waste or sharps?",
        "¿Desechan residuos médicos u objetos punzocortantes?",
      ),
      answer: text(
        "No. Medical waste and sharps must go through your licensed disposal provider; we empty regular trash and recycling only.",
        "No. Los residuos médicos y los objetos punzocortantes deben ir con su proveedor autorizado de desechos; nosotros solo vaciamos la basura común y el reciclaje.",
      ),
    },
    {
      question: text("Can you clean after hours?", "¿Pueden limpiar fuera de horario?"),
      answer: text(
        "Yes. Most practices choose evenings after the last appointment, so the office is ready when patients arrive in the morning.",
        "Sí. La mayoría de los consultorios eligen las tardes, después de la última cita, para que todo esté listo cuando lleguen los pacientes por la mañana.",
      ),
    },
    {
      question: text(
        "Can you use our required disinfectants?",
        "¿Pueden usar los desinfectantes que nosotros exigimos?",
      ),
      answer: text(
        "Yes. If your practice specifies disinfectants or dwell times, tell us and we follow them.",
        "Sí. Si su consultorio indica ciertos desinfectantes o tiempos de contacto, díganos y los seguimos.",
      ),
    },
  ],
};
