import { Link } from "react-router";
import { imageUrl, type SizedImage } from "../../content/images.ts";
import { useWords } from "../../i18n/use-words.ts";

/**
 * A service on the overview, the commercial hub and the home page: the whole card is one link, and keyboard focus
 * shows the site's focus ring around the whole card (the `stretched-link` class in app.css).
 */
export function ServiceCard({
  to,
  title,
  summary,
  image,
  headingLevel = 3,
}: {
  to: string;
  title: string;
  summary: string;
  image: SizedImage;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useWords();
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <img
        src={imageUrl(image.src)}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] h-auto w-full rounded-t-[15px] bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-bold text-brand-900">
          <Link to={to} className="stretched-link underline-offset-4 group-hover:underline after:rounded-2xl">
            {title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{summary}</p>
        <span aria-hidden="true" className="mt-4 font-semibold text-accent-700 group-hover:underline">
          {t("serviceCard.more")}
        </span>
      </div>
    </article>
  );
}
