import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { galleryImages, sliderIn } from "../../content/images.ts";
import { imageSliderWords } from "../../i18n/island-words.ts";
import { galleryPhotos, type SiteContent, type SitePhoto } from "../../lib/site-content.ts";
import { defaultSiteContent } from "../../lib/site-content-context.ts";
import { ImageSlider } from "../sections/image-slider.tsx";
import { Picture } from "./picture.tsx";

const photo = (id: string): SitePhoto => ({
  id,
  alt: `Our work ${id}`,
  width: 1600,
  height: 1200,
  widths: [480, 800, 1600],
  jpegWidth: 1200,
  avif: true,
});

const content: SiteContent = {
  ...defaultSiteContent,
  photos: { a: photo("a"), b: photo("b") },
  galleries: { moving: ["b", "gone", "a"] },
  comparisons: {},
  testimonials: [],
};

describe("a photo in the page", () => {
  it("offers AVIF and WebP at every width, falls back to the JPEG, reserves its box and loads lazily", () => {
    const html = renderToStaticMarkup(<Picture photo={photo("a")} sizes="100vw" />);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/photos/a/480.avif 480w, /media/photos/a/800.avif 800w, /media/photos/a/1600.avif 1600w" sizes="100vw"/>',
    );
    expect(html).toContain('type="image/webp"');
    expect(html).toContain('src="/media/photos/a/1200.jpg"');
    expect(html).toContain('width="1600" height="1200"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(renderToStaticMarkup(<Picture photo={photo("a")} sizes="100vw" eager />)).toContain(
      'loading="eager"',
    );
  });

  it("lists no AVIF while a new photo's AVIF renditions are still being made: WebP and the JPEG only", () => {
    const html = renderToStaticMarkup(<Picture photo={{ ...photo("a"), avif: false }} sizes="100vw" />);
    expect(html).not.toContain("avif");
    expect(html).toContain(
      '<source type="image/webp" srcSet="/media/photos/a/480.webp 480w, /media/photos/a/800.webp 800w, /media/photos/a/1600.webp 1600w" sizes="100vw"/>',
    );
    expect(html).toContain('src="/media/photos/a/1200.jpg"');
  });

  it("a gallery with photos shows them as the business's own work; without, the drawings as drawings", () => {
    const drawings = sliderIn(galleryImages("moving", [1, 2], ["living"]), "en");
    const words = imageSliderWords("en", "Our work");
    const withPhotos = renderToStaticMarkup(
      <ImageSlider
        images={drawings}
        heading="Our work"
        photos={galleryPhotos(content, "moving")}
        words={words}
      />,
    );
    expect(withPhotos).toContain("Photos of our own work.");
    expect(withPhotos).not.toContain("Illustrations");
    expect(withPhotos).not.toContain(".svg");
    expect(withPhotos.indexOf('data-photo-id="b"')).toBeLessThan(withPhotos.indexOf('data-photo-id="a"'));

    const withoutPhotos = renderToStaticMarkup(
      <ImageSlider images={drawings} heading="Our work" words={words} />,
    );
    expect(withoutPhotos).toContain("Illustrations, not photographs of our work.");
    expect(withoutPhotos).not.toContain("Photos of our own work.");

    const spanish = renderToStaticMarkup(
      <ImageSlider
        images={sliderIn(galleryImages("moving", [1, 2], ["living"]), "es")}
        heading="Nuestro trabajo"
        words={imageSliderWords("es", "Nuestro trabajo")}
      />,
    );
    expect(spanish).toContain("Ilustraciones, no fotografías de nuestro trabajo.");
    expect(spanish).toContain('alt="Ilustración: Una sala limpia');
  });
});
