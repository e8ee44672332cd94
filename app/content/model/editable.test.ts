import { describe, expect, it } from "vitest";
import { editableField } from "./editable.ts";

// The history names each change by these ("Open on Monday: no → yes"): the owner reads words, never the model's ids.
describe("the owner's name for each editable path", () => {
  it.each([
    ["business.phone", "Phone number"],
    ["business.hours.saturday.open", "Open on Saturday"],
    ["business.hours.monday.closes", "Closing time on Monday"],
    ["facts.entityName.confirmed", "Confirmed: legal name"],
    ["facts.venue.value.en", "Courts for disputes"],
    ["pages.about-us.en", "Page About Us"],
    ["pages.satisfaction-guarantee.en", "Page Satisfaction Guarantee"],
    ["business.towns.buffalo-gap.zipCodes", "Zip codes of Buffalo Gap"],
    ["services.moving.intro.en", "Introduction (Move-In / Move-Out Cleaning)"],
    ["claims.childcare.leaf.title.en", "Claim title (daycare pages)"],
    ["faqLists.faqs", "Questions on the FAQ page"],
    ["faqLists.gym", "Questions on Gym Cleaning"],
    ["galleries.commercial", "Gallery Commercial Cleaning"],
  ])("%s is “%s”", (path, name) => {
    expect(editableField(path)?.name).toBe(name);
  });

  it("a path nobody may change has none", () => {
    expect(editableField("business.name")).toBeUndefined();
  });
});
