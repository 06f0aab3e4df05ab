/** A Shelfmark archive of `count` films, each on the shelf as read, rated, with one journal entry. */
export function filmArchive(titlePrefix: string, count: number): Buffer {
  const media = Array.from({ length: count }, (_, index) => ({
    mediaID: index + 1,
    type: 'movie',
    title: `${titlePrefix} ${index + 1}`,
    description: 'Imported by the fleet test.',
    isbn: null,
    publication: '2001-01-01',
    numPages: null,
    numEpisodes: null,
    seasons: null,
    startyear: null,
    endyear: null,
    parentguide: null,
    restricted: false,
    series: null,
    seriesNum: null,
    creators: [],
    genreIDs: [14],
    submedia: [],
  }));
  const library = media.map((record, index) => ({
    mediaID: record.mediaID,
    status: 'read',
    rating: (index % 10) + 1,
    review: null,
    favorited: index % 3 === 0,
    progress: 0,
    addedAt: '2026-01-01T10:00:00.000Z',
    readings: [{ dateStarted: '2025-12-01T00:00:00.000Z', dateFinished: '2025-12-02T00:00:00.000Z', status: 'read' }],
    entries: [{ title: 'Seen', body: `${record.title}, journal`, time: '2025-12-02T10:00:00.000Z', page: null, reading: 1 }],
    tags: ['fleet'],
    favoriteSubmedia: [],
  }));
  const archive = { format: 'shelfmark-export', version: 1, exportedAt: '2026-01-01T10:00:00.000Z', user: { username: 'fleet' }, media, library, recommendations: [] };
  return Buffer.from(JSON.stringify(archive));
}

/** A multipart/form-data body: the source field, then the file. */
export function importForm(source: string, fileName: string, data: Buffer): FormData {
  const form = new FormData();
  form.append('source', source);
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  return form;
}
