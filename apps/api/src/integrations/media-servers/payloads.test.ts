import { JELLYFIN_TEMPLATE } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { readEmby } from '../emby/emby-payload';
import { readJellyfin } from '../jellyfin/jellyfin-payload';
import { readPlex } from '../plex/plex-payload';
import { fixture } from '../testing/media-servers';
import { momentOf, UnreadablePayload } from './reported-play';

const received = new Date('2026-11-27T12:00:00Z');
const playOf = (read: ReturnType<typeof readJellyfin>) => ('play' in read ? read.play : null);

describe('media server payloads', () => {
  it('reads the Jellyfin template, which is JSON whatever its variables hold', () => {
    const rendered = JELLYFIN_TEMPLATE.replace(/\{\{\{?(\w+)\}?\}\}/g, '');
    expect(() => JSON.parse(rendered)).not.toThrow();
    expect(playOf(readJellyfin(fixture('jellyfin-episode-complete'), received))).toMatchObject({
      event: 'finished',
      type: 'tvshow',
      title: 'Harbour Lights',
      year: 2021,
      season: 1,
      episode: 3,
      ids: {},
      episodeIds: { imdb: 'tt7200013', tmdb_episode: '7200013', tvdb_episode: '7200113' },
      percent: 100,
      serverUser: 'ana',
      playedAt: new Date('2026-11-22T19:30:00Z'),
    });
  });

  it('reads Jellyfin’s "Send All Properties" body, with typed values', () => {
    const typed = { ...fixture('jellyfin-movie-partial'), PlayedToCompletion: false, PlaybackPositionTicks: 21600000000, RunTimeTicks: 72000000000, Year: 2019, UtcTimestamp: '2026-11-21T20:02:11.1234567Z' };
    expect(playOf(readJellyfin(typed, received))).toMatchObject({ event: 'stopped', type: 'movie', percent: 30, library: 'Movies', ids: { imdb: 'tt7100002' }, playedAt: new Date('2026-11-21T20:02:11.123Z') });
    expect(readJellyfin({ ...typed, NotificationType: 'ItemAdded' }, received)).toEqual({ ignored: expect.stringContaining('ItemAdded') });
    expect(readJellyfin({ ...typed, ItemType: 'Audio' }, received)).toEqual({ ignored: expect.stringContaining('Audio') });
  });

  it('reads Plex events: a scrobble, a stop with its offset, a rating; others are ignored', () => {
    expect(playOf(readPlex(fixture('plex-movie-scrobble'), received))).toMatchObject({ event: 'finished', ids: { imdb: 'tt7100001', tmdb_movie: '710001' }, library: 'Movies', playedAt: new Date('2026-11-20T21:14:05Z') });
    expect(playOf(readPlex(fixture('plex-movie-stop'), received))).toMatchObject({ event: 'stopped', percent: 30, playedAt: received });
    expect(playOf(readPlex(fixture('plex-movie-rate'), received))).toMatchObject({ event: 'rated', rating: 8 });
    expect(playOf(readPlex(fixture('plex-episode-scrobble'), received))).toMatchObject({ type: 'tvshow', title: 'Harbour Lights', year: null, season: 1, episode: 3, episodeIds: { tvdb_episode: '7200113' } });
    expect(readPlex({ ...fixture('plex-movie-scrobble'), event: 'library.new' }, received)).toEqual({ ignored: expect.any(String) });
  });

  it('reads Emby’s playback.stop and item.markplayed', () => {
    expect(playOf(readEmby(fixture('emby-movie-stop-complete'), received))).toMatchObject({ event: 'finished', year: 2014, ids: { imdb: 'tt7100001', tmdb_movie: '710001' }, serverUserId: 'e6a9dd89fd954d689870e7e0e3e72947' });
    expect(playOf(readEmby(fixture('emby-movie-stop-partial'), received))).toMatchObject({ event: 'stopped', percent: 30 });
    expect(playOf(readEmby(fixture('emby-episode-markplayed'), received))).toMatchObject({ event: 'finished', type: 'tvshow', season: 1, episode: 3, episodeIds: { tmdb_episode: '7200013' } });
  });

  it('refuses bodies the servers do not send', () => {
    for (const body of [null, [], 'text', { hello: 1 }]) {
      expect(() => readJellyfin(body, received)).toThrow(UnreadablePayload);
      expect(() => readPlex(body, received)).toThrow(UnreadablePayload);
      expect(() => readEmby(body, received)).toThrow(UnreadablePayload);
    }
    expect(() => readJellyfin({ ...fixture('jellyfin-episode-complete'), EpisodeNumber: '' }, received)).toThrow('EpisodeNumber');
    expect(() => readPlex({ event: 'media.scrobble' }, received)).toThrow('Metadata');
  });

  it('reads the times servers send, and takes the arrival for a missing or future one', () => {
    expect(momentOf('11/20/2026 9:14:05 PM', received)).toEqual(new Date('2026-11-20T21:14:05Z'));
    expect(momentOf('2026-11-20T21:14:05', received)).toEqual(new Date('2026-11-20T21:14:05Z'));
    expect(momentOf('', received)).toBe(received);
    expect(momentOf('2030-01-01T00:00:00Z', received)).toBe(received);
    expect(momentOf('garbage', received)).toBe(received);
  });
});
