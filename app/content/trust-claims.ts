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

const experience = (line: string): DefaultClaim => ({
  key: "medal",
  // {years} follows the years of experience the owner states.
  title: text("{years} years of experience"),
  text: text(line),
});
const estimates: DefaultClaim = {
  key: "tag",
  title: text("Free estimates"),
  text: text("No obligation, no surprises"),
};
const insured: DefaultClaim = {
  key: "shield",
  title: text("Licensed, bonded & insured"),
  text: text("Background-checked staff"),
};

export const defaultClaims: Record<TrustAudience, DefaultClaim[]> = {
  home: [
    experience("Cleaning homes and businesses"),
    estimates,
    { key: "leaf", title: text("Eco-friendly products"), text: text("Safe for your family") },
    insured,
    { key: "calendar", title: text("Flexible scheduling"), text: text("Weekly, bi-weekly, monthly or once") },
    { key: "paw", title: text("Pet & kid friendly"), text: text("Products and people you can trust") },
  ],
  business: [
    experience("Cleaning homes and businesses"),
    estimates,
    { key: "leaf", title: text("Eco-friendly products"), text: text("Safe for staff and visitors") },
    insured,
    { key: "calendar", title: text("Flexible scheduling"), text: text("Around your business hours") },
  ],
  childcare: [
    experience("Cleaning homes and businesses"),
    estimates,
    { key: "leaf", title: text("Eco-friendly products"), text: text("Safe for staff and children") },
    insured,
    { key: "calendar", title: text("Flexible scheduling"), text: text("After pick-up or before drop-off") },
    { key: "paw", title: text("Kid friendly"), text: text("Products safe around children") },
  ],
};

/** Whose strip fits a service page: a household's, a workplace's, or a daycare's (children, and no pets). */
export function trustAudienceOf(service: { key: string; audience: "home" | "business" }): TrustAudience {
  if (service.key === "daycare") return "childcare";
  return service.audience;
}
