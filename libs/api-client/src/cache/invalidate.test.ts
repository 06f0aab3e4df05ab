import { describe, expect, it } from 'vitest';
import { isInvalidated, testQueryClient } from '../test-helpers';
import { entryChanged, entryTagsChanged, goalsChanged, importRowSettled, importUndone, mediaRecordChanged, shelfMembershipChanged, tagRenamed, tagsChanged } from './invalidate';
import { creatorKeys, goalKeys, importKeys, mediaKeys, mediaRequestKeys, searchKeys, seriesKeys, statsKeys, tagKeys, userKeys, usermediaKeys } from './query-keys';

const page = { library: 'read', pageNumber: 1, pageSize: 10, sortBy: 'creator', asc: true } as const;

/** One cached query of every kind, for item 3 and item 4. */
const keys = {
  home: usermediaKeys.shelf('currentlyReading'),
  page: usermediaKeys.page(page),
  favorites: usermediaKeys.page({ ...page, library: 'favorites', pageSize: 9 }),
  total: usermediaKeys.total({ library: 'read' }),
  entry: usermediaKeys.entry(3),
  otherEntry: usermediaKeys.entry(4),
  check: usermediaKeys.check(3),
  otherCheck: usermediaKeys.check(4),
  media: mediaKeys.item(3),
  otherMedia: mediaKeys.item(4),
  catalog: mediaKeys.catalogPage({ page: 1, genre: 0, type: null }),
  creator: creatorKeys.item(1),
  series: seriesKeys.item(1),
  tags: tagKeys.summaries(),
  tag: tagKeys.item(2),
  search: searchKeys.request('Title', 'dune', false),
  requests: mediaRequestKeys.list('open'),
  user: userKeys.item(1),
  imports: importKeys.all,
  job: importKeys.job(7),
  rows: importKeys.rows(7, 'review', 1),
  matchedRows: importKeys.rows(7, 'imported', 1, 'matched'),
  otherJob: importKeys.job(8),
  stats: statsKeys.view(2026, null),
  goals: goalKeys.year(2026),
  seriesProgress: seriesKeys.progress(1),
  seriesUnderWay: seriesKeys.underWay(),
};

/** What the server computes from the whole shelf. */
const FIGURES = ['goals', 'seriesProgress', 'seriesUnderWay', 'stats'];

function cached() {
  const client = testQueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  const stale = () => Object.entries(keys).filter(([, key]) => isInvalidated(client, key)).map(([name]) => name).sort();
  return { client, stale };
}

describe('what a change makes stale', () => {
  it("an entry's own change: every list of entries, the item's entry and its in-library check", async () => {
    const { client, stale } = cached();
    await entryChanged(client, 3);
    expect(stale()).toEqual(['check', 'entry', 'favorites', 'home', 'page', 'total', ...FIGURES].sort());
  });

  it('an entry answered by the server: the lists and the check, not the entry', async () => {
    const { client, stale } = cached();
    await entryChanged(client, 3, { entryAnswered: true });
    expect(stale()).toEqual(['check', 'favorites', 'home', 'page', 'total', ...FIGURES].sort());
  });

  it('a status change, which may end or start a reading: the item too (its episodes show the current reading’s marks)', async () => {
    const { client, stale } = cached();
    await entryChanged(client, 3, { entryAnswered: true, readingChanged: true });
    expect(stale()).toEqual(['check', 'favorites', 'home', 'media', 'page', 'total', ...FIGURES].sort());
  });

  it("an entry's tags: the lists, the entry, the item and the tag pages", async () => {
    const { client, stale } = cached();
    await entryTagsChanged(client, 3);
    expect(stale()).toEqual(['entry', 'favorites', 'home', 'media', 'page', 'stats', 'tag', 'tags', 'total']);
  });

  it('added to or removed from the shelf: the lists, the entry, the check, the item and the tags', async () => {
    const { client, stale } = cached();
    await shelfMembershipChanged(client, 3);
    expect(stale()).toEqual(['check', 'entry', 'favorites', 'home', 'media', 'page', 'tag', 'tags', 'total', ...FIGURES].sort());
  });

  it('a media record saved: every view of media records, entries included, and the searches', async () => {
    const { client, stale } = cached();
    await mediaRecordChanged(client);
    expect(stale()).toEqual(
      ['catalog', 'check', 'creator', 'entry', 'favorites', 'home', 'media', 'otherCheck', 'otherEntry', 'otherMedia', 'page', 'search', 'series', 'tag', 'tags', 'total', ...FIGURES].sort(),
    );
  });

  it('a tag created or deleted: the tag pages and the searches', async () => {
    const { client, stale } = cached();
    await tagsChanged(client);
    expect(stale()).toEqual(['search', 'tag', 'tags']);
  });

  it('a tag renamed: the tag pages, the searches, everything showing entries’ tags and the stats’ top tags', async () => {
    const { client, stale } = cached();
    await tagRenamed(client);
    expect(stale()).toEqual(['catalog', 'check', 'entry', 'favorites', 'home', 'media', 'otherCheck', 'otherEntry', 'otherMedia', 'page', 'search', 'stats', 'tag', 'tags', 'total']);
  });

  it('an import row settled: the job, its rows, the list of imports and what the row wrote', async () => {
    const { client, stale } = cached();
    await importRowSettled(client, 7);
    expect(stale()).toEqual(
      [
        ...['catalog', 'check', 'creator', 'entry', 'favorites', 'home', 'imports', 'job', 'matchedRows', 'media', 'otherCheck', 'otherEntry', 'otherMedia'],
        ...['page', 'rows', 'search', 'series', 'tag', 'tags', 'total', ...FIGURES],
      ].sort(),
    );
  });

  it("an import undone: its rows, the list of imports and everything imports write, not the job it answered", async () => {
    const { client, stale } = cached();
    await importUndone(client, 7);
    expect(stale()).toEqual(
      [
        ...['catalog', 'check', 'creator', 'entry', 'favorites', 'home', 'imports', 'matchedRows', 'media', 'otherCheck', 'otherEntry', 'otherMedia'],
        ...['page', 'rows', 'search', 'series', 'tag', 'tags', 'total', ...FIGURES],
      ].sort(),
    );
  });

  it('a goal set or removed: the stats and the goals', async () => {
    const { client, stale } = cached();
    await goalsChanged(client);
    expect(stale()).toEqual(['goals', 'stats']);
  });
});

describe('query keys', () => {
  it('give a view one key whether type and genre are left out or given as none', () => {
    expect(usermediaKeys.page({ ...page, type: undefined, genre: 0 })).toEqual(usermediaKeys.page(page));
    expect(usermediaKeys.total({ library: 'read', genre: 0 })).toEqual(usermediaKeys.total({ library: 'read' }));
    expect(usermediaKeys.page({ ...page, genre: 4 })).not.toEqual(usermediaKeys.page(page));
  });

  it("keep an import's matched rows apart from all its imported rows", () => {
    expect(importKeys.rows(7, 'imported', 1, 'matched')).not.toEqual(importKeys.rows(7, 'imported', 1));
    expect(importKeys.rows(7, 'imported', 1, 'matched').slice(0, 4)).toEqual(importKeys.rows(7));
  });
});
