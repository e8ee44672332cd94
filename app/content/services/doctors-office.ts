import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const doctorsOffice: ServiceContent = {
  key: "doctors-office",
  audience: "business",
  cardTitle: "Doctors' Office Cleaning",
  summary: "Waiting rooms, exam rooms and restrooms disinfected by trained, background-checked staff.",
  image: serviceImage("doctors-office", "Illustration of a clean exam room with an exam table and a cabinet"),
  intro: {
    heading: "Medical office cleaning your patients can see",
    paragraphs: [
      "Patients notice a clean waiting room before they meet the doctor. We clean and disinfect waiting areas, reception desks, exam rooms, restrooms and break rooms, paying special attention to high-touch points such as door handles, chair arms, counters, light switches and pens at check-in. Floors are vacuumed and mopped, trash is emptied and bins are relined.",
      "Our staff are trained to work around clinical areas and patient information: we disinfect surfaces, not files, and never move medical equipment. Cleaning takes place after hours so your schedule is never interrupted. Medical waste and sharps stay with your licensed disposal provider. Request a free estimate for a schedule that fits your practice.",
    ],
  },
  sliderHeading: "Medical offices, room by room",
  slider: galleryImages("doctors-office", idsUpTo(7), ["medical", "waiting", "medical", "office"]),
  benefits: {
    heading: "Why practices rely on professional cleaning",
    items: [
      {
        title: "Reduced spread of germs",
        text: "Disinfecting high-touch surfaces daily protects patients, staff and visitors.",
      },
      {
        title: "A first impression of care",
        text: "A spotless waiting room tells patients your practice pays attention to detail.",
      },
      {
        title: "Staff focused on patients",
        text: "Your team spends its time on care, not on cleaning up after closing.",
      },
      {
        title: "Consistent standards",
        text: "The same checklist every visit, with clear notes if anything needs your attention.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience cleaning offices and clinics in Abilene",
    "Free estimates for nightly, weekly or custom schedules",
    "Background-checked, licensed, bonded and insured staff who respect patient privacy",
    "Eco-friendly products, with your preferred disinfectants on request",
    "After-hours scheduling that never interrupts appointments",
    "Re-clean at no additional cost if you contact us within 24 hours",
  ],
  faqs: [
    {
      question: "Do you clean exam rooms?",
      answer:
        "Yes. We disinfect counters, exam tables, chairs, sinks and high-touch surfaces, and clean floors. We do not move medical equipment or handle patient records.",
    },
    {
      question: "Do you dispose of medical waste or sharps?",
      answer:
        "No. Medical waste and sharps must go through your licensed disposal provider; we empty regular trash and recycling only.",
    },
    {
      question: "Can you clean after hours?",
      answer:
        "Yes. Most practices choose evenings after the last appointment, so the office is ready when patients arrive in the morning.",
    },
    {
      question: "Can you use our required disinfectants?",
      answer: "Yes. If your practice specifies disinfectants or dwell times, tell us and we follow them.",
    },
  ],
};
