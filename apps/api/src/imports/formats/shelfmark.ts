import { invalid } from '../../errors';
import { issueMessage } from '../../plugins/validation-message';
import { type Archive, type ArchiveEntry, type ArchiveMedia, ARCHIVE_VERSIONS_READ, ArchiveSchema } from '../rows/archive-format';
import type { ParsedFile } from '../rows/parsed-file';
import { foldText } from '../rows/text';

function readJson(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw invalid('This is not a Shelfmark export: the file is not JSON');
  }
}

function checkArchive(json: unknown): Archive {
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== 'shelfmark-export') {
    throw invalid('This is not a Shelfmark export: it lacks "format": "shelfmark-export"');
  }
  const version = (json as { version?: unknown }).version;
  if (!ARCHIVE_VERSIONS_READ.some((known) => known === version)) {
    throw invalid(`This Shelfmark export has version ${String(version)}; this server reads versions ${ARCHIVE_VERSIONS_READ.join(' and ')}`);
  }
  const parsed = ArchiveSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue ? issue.path.join('.') : '';
    throw invalid(`The Shelfmark export is damaged at ${where}: ${issue ? issueMessage(issue) || issue.message : 'invalid'}`);
  }
  return parsed.data;
}

/** Identifies a catalogue record across servers: its ISBN, else type, title and creators. */
function archiveMediaKey(media: ArchiveMedia): string {
  if (media.isbn) return `shelfmark:isbn:${media.isbn}`;
  const creators = media.creators.map((creator) => foldText(creator.name)).join('&');
  return `shelfmark:${media.type}:${foldText(media.title)}|${creators}|${media.publication ?? ''}`;
}

/**
 * An entry's watches with their episode's season, number and title from the archive's record:
 * on a server whose record lacks the episode, it is created from them.
 */
function watchesWithEpisodes(watches: ArchiveEntry['watches'], media: ArchiveMedia): ArchiveEntry['watches'] {
  if (!watches) return watches;
  const episodes = new Map(media.submedia.map((item) => [item.overallnum, item]));
  return watches.map((watch) => {
    const item = watch.overallnum === undefined ? undefined : episodes.get(watch.overallnum);
    return item ? { ...watch, title: item.title, ...(item.season === undefined ? {} : { season: item.season }), ...(item.episode === undefined ? {} : { episode: item.episode }) } : watch;
  });
}

/** A Shelfmark JSON archive (version 1 or 2): one row per library entry, recommendations for the whole file. */
export function parseShelfmarkArchive(data: Buffer): ParsedFile {
  const archive = checkArchive(readJson(data));
  const mediaById = new Map(archive.media.map((item) => [item.mediaID, item]));
  const mediaOf = (mediaID: number) => {
    const found = mediaById.get(mediaID);
    if (!found) throw invalid(`The Shelfmark export is damaged: media ${mediaID} is referred to but not included`);
    return found;
  };
  const rows = archive.library.map(({ mediaID, ...read }, index) => {
    const media = mediaOf(mediaID);
    const entry = read.watches ? { ...read, watches: watchesWithEpisodes(read.watches, media) } : read;
    const dates = [entry.addedAt, ...entry.readings.flatMap((reading) => [reading.dateStarted, reading.dateFinished]), ...entry.entries.map((journal) => journal.time)];
    return {
      rowNumber: index + 1,
      sourceKey: archiveMediaKey(media),
      type: media.type,
      title: media.title,
      creator: media.creators.map((creator) => creator.name).join(' & '),
      isbn: media.isbn,
      status: entry.status,
      rating: entry.rating === 0 ? null : entry.rating,
      data: {
        kind: 'archive' as const,
        media,
        entry,
        changedAt: dates.filter((date): date is string => date !== null).sort().at(-1) ?? null,
      },
    };
  });
  const referenced = archive.recommendations.flatMap((recommendation) => [mediaOf(recommendation.mediaA), mediaOf(recommendation.mediaB)]);
  return {
    rows,
    extra: { recommendations: archive.recommendations, media: Object.fromEntries(referenced.map((item) => [String(item.mediaID), item])) },
  };
}
