import { useWords } from "../../i18n/use-words.ts";
import type { SiteNotice } from "../../lib/site-content.ts";

/**
 * The owner's notice (a holiday closure, docs/site-content.md): one short line above the header of every public
 * page until its last day. A complementary landmark named "Notice", a paragraph in it, so it reads as its own line
 * without CSS and screen readers can find it; nothing at all without a notice.
 */
export function SiteNoticeBar({ notice }: { notice: SiteNotice | null }) {
  const { t } = useWords();
  if (!notice) return null;
  return (
    <aside aria-label={t("frame.notice")} className="bg-amber-100 text-amber-950" data-site-notice="">
      <p
        lang={notice.lang}
        className="mx-auto max-w-6xl px-4 py-2 text-center text-sm font-semibold sm:text-base"
      >
        {notice.text}
      </p>
    </aside>
  );
}
