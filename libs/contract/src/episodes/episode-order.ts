// No zod here: Home's Continue watching and the media page list episodes with these, and a
// schema module in their import would put zod back into Home's first load (ADR 0019).

/** "S2 · E5 — Title", or "E12 — Title" without a season, or "12. Title" with neither. */
export function episodeLabel(item: { season?: number | null; episode?: number | null; overallnum: number; title: string }): string {
  const season = item.season ?? null;
  const episode = item.episode ?? null;
  if (season !== null && episode !== null) return `S${season} · E${episode} — ${item.title}`;
  if (episode !== null) return `E${episode} — ${item.title}`;
  return `${item.overallnum}. ${item.title}`;
}

interface Ordered {
  season?: number | null;
  episode?: number | null;
  overallnum: number;
}

/**
 * The order songs and episodes are listed and "up to here" counts in: by season (specials,
 * season 0, last), then number in the season, then overallnum; without seasons, by overallnum.
 */
export function compareEpisodes(a: Ordered, b: Ordered): number {
  return specialsLast(a) - specialsLast(b) || (a.season ?? 0) - (b.season ?? 0) || (a.episode ?? a.overallnum) - (b.episode ?? b.overallnum) || a.overallnum - b.overallnum;
}

const specialsLast = (item: Ordered) => (item.season === 0 ? 1 : 0);

/** Specials (season 0) are listed and can be marked, but a show is finished without them. */
export function countsTowardProgress(item: { season?: number | null }): boolean {
  return item.season !== 0;
}
