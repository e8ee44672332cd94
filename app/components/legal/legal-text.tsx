import { Link } from "react-router";
import { isAllowedLinkTarget, LEGAL_LINK } from "../../content/legal/types.ts";

const linkClass = "text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * Plain text with `[label](target)` links, rendered as React nodes (so the text is always escaped): paths of the
 * site become router links, mailto:/tel:/https: become plain anchors. A target outside that list stays text.
 */
export function LegalText({ text }: { text: string }) {
  const nodes: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LEGAL_LINK)) {
    const [whole, label = "", target = ""] = match;
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    if (!isAllowedLinkTarget(target)) {
      nodes.push(label);
    } else if (target.startsWith("/")) {
      nodes.push(
        <Link key={index} to={target} className={linkClass}>
          {label}
        </Link>,
      );
    } else {
      const external = target.startsWith("https://");
      nodes.push(
        <a key={index} href={target} className={linkClass} rel={external ? "noopener noreferrer" : undefined}>
          {label}
        </a>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
