import { airbnb } from "./airbnb.ts";
import { daycare } from "./daycare.ts";
import { deepCleaning } from "./deep-cleaning.ts";
import { doctorsOffice } from "./doctors-office.ts";
import { gym } from "./gym.ts";
import { houseCleaning } from "./house-cleaning.ts";
import { moving } from "./moving.ts";
import { newConstruction } from "./new-construction.ts";
import { officeSpaces } from "./office-spaces.ts";
import { postConstruction } from "./post-construction.ts";
import { recurring } from "./recurring.ts";
import { type ServiceContent, type ServiceKey, serviceKeys } from "./types.ts";

export type { Benefit, ExtraSection, ServiceContent, ServiceKey } from "./types.ts";
export { serviceKeys } from "./types.ts";

/** Every service detail page's content, by page id (the route table's contentKey). */
export const services: Readonly<Record<ServiceKey, ServiceContent>> = {
  "house-cleaning": houseCleaning,
  "deep-cleaning": deepCleaning,
  recurring,
  moving,
  airbnb,
  "new-construction": newConstruction,
  daycare,
  "doctors-office": doctorsOffice,
  "office-spaces": officeSpaces,
  "post-construction": postConstruction,
  gym,
};

export function isServiceKey(key: string | undefined): key is ServiceKey {
  return (serviceKeys as readonly string[]).includes(key ?? "");
}

/** The content of a detail page, or undefined when the key is not a service. */
export function serviceContent(key: string | undefined): ServiceContent | undefined {
  return isServiceKey(key) ? services[key] : undefined;
}

/** All of them, in the order of the services overview (homes first, then businesses). */
export const allServices: readonly ServiceContent[] = serviceKeys.map((key) => services[key]);

/**
 * The services a visitor of one service page may also need: every other service for the same audience (homes or
 * businesses), in the overview's order. Each detail page links to them, so every service page is reached from its
 * siblings and not only from the overview and the sitemap.
 */
export function relatedServices(key: ServiceKey): ServiceContent[] {
  const { audience } = services[key];
  return allServices.filter((service) => service.audience === audience && service.key !== key);
}
