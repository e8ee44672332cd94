import { galleryImages, idsUpTo } from "../images.ts";
import { type ServiceContent, serviceImage } from "./types.ts";

export const houseCleaning: ServiceContent = {
  key: "house-cleaning",
  audience: "home",
  cardTitle: "House Cleaning",
  summary:
    "Kitchens, bathrooms, bedrooms and living areas cleaned the way you like them, one time or on a schedule.",
  image: serviceImage(
    "house-cleaning",
    "Illustration of a bright, tidy living room with a clean sofa and floor",
  ),
  intro: {
    heading: "House cleaning in Abilene, done the way you would do it yourself",
    paragraphs: [
      "Your home should be the place you rest, not another job waiting for you after work. Our house cleaning service takes care of the rooms you use most: we wipe and sanitize kitchen counters, clean the outside of appliances and the sink, scrub tubs, showers and toilets, dust furniture and ledges, make beds, empty the trash, and vacuum and mop every floor.",
      "Tell us what matters to you when you request your free estimate, whether that is a spotless stovetop, a particular product you like, or a room we should skip, and we write it into your cleaning plan. Our licensed, bonded and insured team brings its own eco-friendly supplies, works around your pets and children, and schedules visits on the days that suit you.",
    ],
  },
  sliderHeading: "Every room of the house",
  slider: galleryImages("house-cleaning", idsUpTo(8), ["living", "kitchen", "bathroom", "bedroom"]),
  benefits: {
    heading: "What a clean home gives you",
    items: [
      {
        title: "Your evenings and weekends back",
        text: "The hours you spent scrubbing go to your family, your rest or the things you enjoy.",
      },
      {
        title: "A healthier home",
        text: "Less dust, allergens and bacteria on the surfaces your family touches every day.",
      },
      {
        title: "Ready for guests at any time",
        text: "No more rushing to tidy up when someone stops by: the house is already clean.",
      },
      {
        title: "Consistent results",
        text: "A written plan and the same checklist every visit mean nothing is forgotten.",
      },
    ],
  },
  whyChooseUs: [
    "40 years of experience cleaning homes across Abilene and the Big Country",
    "Free estimates with no obligation, based on your home and what you need",
    "Licensed, bonded and insured staff who are background-checked and trained",
    "Eco-friendly products that are safe for kids and pets",
    "Flexible scheduling, with 24 hours' notice to cancel or reschedule",
    "Not happy with something? Tell us within 24 hours and we re-clean it at no additional cost",
  ],
  faqs: [
    {
      question: "What is included in a standard house cleaning?",
      answer:
        "Kitchens (counters, sink, stovetop and appliance fronts), bathrooms (tub, shower, toilet, sink and mirrors), dusting of furniture and reachable surfaces, making beds, emptying trash, and vacuuming and mopping floors. Our cleaning checklist compares, item by item, what our recurring, deep and move-out cleanings include.",
    },
    {
      question: "Do I need to provide supplies or equipment?",
      answer:
        "No. We bring everything, including eco-friendly products and vacuums. If you prefer a product of your own for a particular surface, leave it out and we will use it.",
    },
    {
      question: "Can you clean while I am at work?",
      answer:
        "Yes. Many customers give us a key or door code. Our staff are background-checked, licensed, bonded and insured, and we lock up when we leave.",
    },
    {
      question: "How long does a house cleaning take?",
      answer:
        "It depends on the size and condition of your home. Your free estimate tells you how long we expect to be there before anything is scheduled.",
    },
    {
      question: "What if something was missed?",
      answer:
        "Call or email us within 24 hours and we will come back and clean it again at no additional cost. That is our Satisfaction Guarantee.",
    },
  ],
};
