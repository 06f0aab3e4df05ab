import { partialDateText, statusLabel } from '@shelfmark/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/db';
import { archiveEntries, archiveMedia, entryBatches } from './records';

const CSV_COLUMNS = [
  'Title',
  'Creators',
  'Type',
  'ISBN',
  'Publication',
  'Status',
  'Status Label',
  'Rating (1-10)',
  'Favourite',
  'Progress',
  'Review',
  'Tags',
  'Date Added',
  'Dates Read',
  'Read Count',
  // Episodes (an album's songs) watched, in every reading: a rewatched episode counts again.
  'Episodes Watched',
];

/** The shelf as a spreadsheet: one row per library entry (docs/import-export.md). */
export async function* exportSpreadsheet(db: Db, userId: number): AsyncGenerator<string> {
  yield `\uFEFF${stringify([CSV_COLUMNS])}`;
  for await (const rows of entryBatches(db, userId)) {
    const [entriesOut, mediaOut] = await Promise.all([archiveEntries(db, rows), archiveMedia(db, rows.map((row) => row.mediaId))]);
    const mediaById = new Map(mediaOut.map((item) => [item.mediaID, item]));
    yield stringify(
      entriesOut.map((entry) => {
        const item = mediaById.get(entry.mediaID);
        const day = (iso: string | null) => iso?.slice(0, 10) ?? '';
        return [
          item?.title ?? '',
          item?.creators.map((creator) => creator.name).join(' & ') ?? '',
          item?.type ?? '',
          item?.isbn ?? '',
          item?.publication ?? '',
          entry.status,
          item ? statusLabel(item.type, entry.status) : entry.status,
          entry.rating === 0 ? '' : String(entry.rating),
          entry.favorited ? 'yes' : '',
          String(entry.progress),
          entry.review ?? '',
          entry.tags.join(', '),
          day(entry.addedAt),
          entry.readings
            .map((reading) => {
              const start = partialDateText(reading.dateStarted, reading.dateStartedPrecision ?? 'day').slice(0, 10);
              const end = reading.dateFinished ? partialDateText(reading.dateFinished, reading.dateFinishedPrecision ?? 'day').slice(0, 10) : '';
              return `${start}/${end}${reading.status === 'DNF' ? ' (DNF)' : ''}`;
            })
            .join(', '),
          String(entry.readings.length),
          item?.type === 'tvshow' || item?.type === 'album' ? String(entry.watches?.length ?? 0) : '',
        ];
      }),
    );
  }
}
