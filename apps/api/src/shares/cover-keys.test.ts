import { describe, expect, it } from 'vitest';
import { coverKey, mediaIdOfCoverKey, newItemKey } from './cover-keys';

describe('cover keys', () => {
  it('turn back into the media id with the same link key, and only with it', () => {
    const key = newItemKey();
    const other = newItemKey();
    for (const id of [1, 42, 2_147_483_647]) {
      const encoded = coverKey(key, id);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // The id's bytes are not in the key (a 4-byte run of a random block: 13 in 2^32).
      const idBytes = Buffer.alloc(4);
      idBytes.writeUInt32BE(id);
      expect(Buffer.from(encoded, 'base64url').includes(idBytes)).toBe(false);
      expect(mediaIdOfCoverKey(key, encoded)).toBe(id);
      expect(mediaIdOfCoverKey(other, encoded)).toBeNull();
    }
  });

  it('differ between links for the same item', () => {
    expect(coverKey(newItemKey(), 7)).not.toBe(coverKey(newItemKey(), 7));
  });

  it('refuse anything that is not a key of the link', () => {
    const key = newItemKey();
    for (const bad of ['', '42', 'A'.repeat(22), 'A'.repeat(21), '!'.repeat(22), `${coverKey(key, 5)}x`, '../../etc/passwd']) {
      expect(mediaIdOfCoverKey(key, bad)).toBeNull();
    }
  });
});
