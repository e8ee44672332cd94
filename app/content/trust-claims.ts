import { type Text, text } from "./model/languages.ts";

/**
 * The claims of docs/product.md §1 where a visitor decides: on the home page and every service page, each strip
 * fitting its audience. "Pet & kid friendly" is a promise to a household: it stays off the strips of workplaces
 * (a gym, a doctor's office), and a daycare hears it as what matters there, products safe around children. Each
 * claim is the owner's to make: they can reword it, or take it off a strip (the owner's words, "Claims").
 */
export type ClaimIcon = "medal" | "tag" | "leaf" | "shield" | "calendar" | "paw";
export const TRUST_AUDIENCES = ["home", "business", "childcare"] as const;
export type TrustAudience = (typeof TRUST_AUDIENCES)[number];

export interface DefaultClaim {
  key: ClaimIcon;
  title: Text;
  text: Text;
}

const experience = (line: Text): DefaultClaim => ({
  key: "medal",
  // {years} follows the years of experience the owner states.
  title: text("{years} years of experience", "{years} años de experiencia"),
  text: line,
});
const homesAndBusinesses = text("Cleaning homes and businesses", "Limpiando casas y negocios");
const ecoFriendly = text("Eco-friendly products", "Productos ecológicos");
const flexible = text("Flexible scheduling", "Horarios flexibles");
const estimates: DefaultClaim = {
  key: "tag",
  title: text("Free estimates", "Cotizaciones gratis"),
  text: text("No obligation, no surprises", "Sin compromiso y sin sorpresas"),
};
const insured: DefaultClaim = {
  key: "shield",
  title: text("Licensed, bonded & insured", "Con licencia, fianza y seguro"),
  text: text("Background-checked staff", "Personal con antecedentes verificados"),
};

export const defaultClaims: Record<TrustAudience, DefaultClaim[]> = {
  home: [
    experience(homesAndBusinesses),
    estimates,
    { key: "leaf", title: ecoFriendly, text: text("Safe for your family", "Seguros para su familia") },
    insured,
    {
      key: "calendar",
      title: flexible,
      text: text("Weekly, bi-weekly, monthly or once", "Semanal, quincenal, mensual o una sola vez"),
    },
    {
      key: "paw",
      title: text("Pet & kid friendly", "Aptos para niños y mascotas"),
      text: text("Products and people you can trust", "Productos y personas de confianza"),
    },
  ],
  business: [
    experience(homesAndBusinesses),
    estimates,
    {
      key: "leaf",
      title: ecoFriendly,
      text: text("Safe for staff and visitors", "Seguros para su personal y sus visitantes"),
    },
    insured,
    {
      key: "calendar",
      title: flexible,
      text: text("Around your business hours", "Según el horario de su negocio"),
    },
  ],
  childcare: [
    experience(homesAndBusinesses),
    estimates,
    {
      key: "leaf",
      title: ecoFriendly,
      text: text("Safe for staff and children", "Seguros para el personal y los niños"),
    },
    insured,
    {
      key: "calendar",
      title: flexible,
      text: text(
        "After pick-up or before drop-off",
        "Antes de que lleguen o después de que se vayan los niños",
      ),
    },
    {
      key: "paw",
      title: text("Kid friendly", "Aptos para niños"),
      text: text("Products safe around children", "Productos seguros cerca de los niños"),
    },
  ],
};

/** Whose strip fits a service page: a household's, a workplace's, or a daycare's (children, and no pets). */
export function trustAudienceOf(service: { key: string; audience: "home" | "business" }): TrustAudience {
  if (service.key === "daycare") return "childcare";
  return service.audience;
}
