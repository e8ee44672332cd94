/** "January 12, 2026" from an ISO date or timestamp, read as a calendar date (no time zone can shift it a day). */
export function formatLongDate(iso: string): string {
  const [year = 1970, month = 1, day = 1] = iso.slice(0, 10).split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The "Last updated" line of a policy page, from its modified date. */
export function LastUpdated({ modified }: { modified: string }) {
  return (
    <p className="mb-8 text-sm text-slate-600">
      Last updated <time dateTime={modified.slice(0, 10)}>{formatLongDate(modified)}</time>
    </p>
  );
}
