import { type CSSProperties, useState } from "react";
import { imageUrl, type SizedImage } from "../../content/images.ts";
import { fillWords } from "../../lib/fill-words.ts";
import type { SitePhoto } from "../../lib/site-content.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { COMPARISON_SIZES, Picture } from "../ui/picture.tsx";

/** docs/product.md §9: 0 to 100 percent, starting at 50, moving with a 100 ms transition. */
const COMPARISON_DEFAULT = 50;

/** A drawing of the service's content, or the owner's photo (docs/site-content.md). */
type ComparisonImage = SizedImage | SitePhoto;

/** The pair's words in the page's language (app/i18n/island-words.ts). */
export interface BeforeAfterWords {
  readonly before: string;
  readonly after: string;
  /** The handle's name for a screen reader. */
  readonly handle: string;
  /** What the handle's place says: "{before}% before, {after}% after". */
  readonly value: string;
}

interface BeforeAfterProps {
  before: ComparisonImage;
  after: ComparisonImage;
  words: BeforeAfterWords;
}

/** One side of the comparison (also its placeholder while the code loads): a drawing's <img>, or a photo's <picture>. */
function ComparisonImg({
  image,
  className,
  style,
}: {
  image: ComparisonImage;
  className: string;
  style?: CSSProperties;
}) {
  if ("id" in image) {
    return (
      <Picture photo={image} sizes={COMPARISON_SIZES} draggable={false} className={className} style={style} />
    );
  }
  return (
    <img
      src={imageUrl(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={className}
      style={style}
    />
  );
}

/**
 * The before/after comparison (docs/product.md §4): the "before" picture over the "after" one, cut at a handle the visitor
 * drags. The control is a native range input stretched over the picture, so the keyboard (arrow keys, Home, End,
 * Page Up/Down), touch, mouse drag and screen readers all work as they do on any slider; with a mouse the handle
 * also follows the pointer on hover. Loaded as its own chunk, only on the page that shows it. Without JavaScript
 * the pair shows half and half, labelled, and the handle (which could not move) is not there.
 */
export default function BeforeAfter({ before, after, words }: BeforeAfterProps) {
  const [value, setValue] = useState(COMPARISON_DEFAULT);
  const hydrated = useHydrated();

  const followMouse = (event: React.PointerEvent<HTMLInputElement>) => {
    if (event.pointerType !== "mouse" || event.buttons !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    setValue(Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))));
  };

  return (
    <div className="before-after focus-ring-within relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-brand-50 shadow-sm select-none">
      {/* Before, then after, each with its label in a block of its own (boxless here), so the HTML read on its
          own says them in that order and apart. The labels repeat what the pictures' text says: hidden from screen
          readers. The before picture lies on top, cut at the handle. */}
      <div className="contents">
        <ComparisonImg
          image={before}
          className="absolute inset-0 z-[1] size-full object-cover transition-[clip-path] duration-100"
          style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}
        />{" "}
        <span
          aria-hidden="true"
          className="absolute top-3 left-3 z-[2] rounded-full bg-slate-900/75 px-3 py-1 text-sm font-semibold text-white"
        >
          {words.before}
        </span>
      </div>
      <div className="contents">
        <ComparisonImg image={after} className="absolute inset-0 size-full object-cover" />{" "}
        <span
          aria-hidden="true"
          className="absolute top-3 right-3 z-[2] rounded-full bg-accent-700 px-3 py-1 text-sm font-semibold text-white"
        >
          {words.after}
        </span>
      </div>
      {hydrated ? (
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(event) => setValue(Number(event.currentTarget.value))}
          onPointerMove={followMouse}
          aria-label={words.handle}
          aria-valuetext={fillWords(words.value, { before: value, after: 100 - value })}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-ew-resize appearance-none opacity-0"
        />
      ) : null}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 z-[3] w-1 -translate-x-1/2 bg-white shadow transition-[left] duration-100 peer-focus-visible:w-1.5 peer-focus-visible:bg-brand-500"
        style={{ left: `${value}%` }}
      >
        {hydrated ? (
          <span className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 shadow-md">
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
              <path
                d="M8 6 3 11l5 5M14 6l5 5-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        ) : null}
      </span>
    </div>
  );
}
