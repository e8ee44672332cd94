import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const airbnb: ServiceContent = {
  key: "airbnb",
  audience: "home",
  cardTitle: "Airbnb & Rental Cleaning",
  summary:
    "Reliable turnovers between guests: fresh linens, restocked essentials and a five-star first impression.",
  image: serviceImage("airbnb", "Illustration of a rental bedroom with crisp linens and folded towels"),
  intro: {
    heading: "Turnovers that protect your reviews",
    paragraphs: [
      "Guests judge a short-term rental in the first minute, and cleanliness shows up in every review. Between check-out and check-in we clean and sanitize the kitchen and bathrooms, change the beds with fresh linens, set out clean towels, empty the trash, vacuum and mop, and restock the essentials you leave for us, such as toilet paper, soap and coffee.",
      "We follow a checklist written for your property, report anything broken or missing, and fit same-day turnovers around your booking calendar. We also recommend a deep cleaning at least monthly for rentals, so the details guests notice, like baseboards, grout and inside the microwave, never build up.",
    ],
  },
  sliderHeading: "A rental, ready for the next guest",
  slider: galleryImages("airbnb", idsUpTo(8), ["rental", "bathroom", "kitchen", "living"]),
  benefits: {
    heading: "Why hosts hand us their turnovers",
    items: [
      {
        title: "Better cleanliness ratings",
        text: "A consistent, guest-ready result after every stay keeps your ratings and your ranking up.",
      },
      {
        title: "Turnovers that fit your calendar",
        text: "Flexible scheduling for back-to-back bookings, late check-outs and early check-ins.",
      },
      {
        title: "A second pair of eyes",
        text: "We tell you about damage, missing items or supplies running low before the next guest finds them.",
      },
      {
        title: "More time for hosting",
        text: "Spend your time on guests and bookings, not on laundry and scrubbing.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of cleaning experience, now keeping Big Country rentals guest-ready",
    "Free estimates per turnover and for monthly deep cleanings",
    "Licensed, bonded and insured, background-checked staff you can trust with your keys",
    "Eco-friendly, pet and kid friendly products your guests will appreciate",
    "Flexible scheduling around your booking calendar",
    "If a guest finds something missed, tell us within 24 hours and we re-clean at no additional cost",
  ],
  faqs: [
    {
      question: "Do you change the linens and towels?",
      answer:
        "Yes. We strip and remake the beds with the clean linens you keep at the property and set out fresh towels. Laundry of the used set can be arranged when you request your quote.",
    },
    {
      question: "Can you restock supplies?",
      answer:
        "Yes. Leave your supplies in a closet we can access and we restock toilet paper, soap, coffee and other guest essentials on each turnover.",
    },
    {
      question: "How often should a rental have a deep cleaning?",
      answer:
        "At least monthly. Regular turnovers keep the place guest-ready; a monthly deep cleaning takes care of baseboards, grout, appliances and other details that build up over many stays.",
    },
    {
      question: "What happens if a guest checks out late?",
      answer:
        "Tell us as soon as you know. Our flexible scheduling lets us move the turnover later in the day whenever the next check-in allows it.",
    },
  ],
};
