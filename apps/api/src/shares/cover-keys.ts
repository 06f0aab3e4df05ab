import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The cover of an item on a share link's page is addressed by an opaque key, not by the cover
 * name (an ISBN or the media id): one AES-256 block holding the media id, encrypted with the
 * link's own random key. The same item has an unrelated key on every other link, and nobody
 * without the link's key can turn a key back into an id. One block with a fixed marker is a
 * pseudo-random permutation, so a key that was not made here decrypts to a block without the
 * marker and is refused.
 */
const MARKER = Buffer.from('shelfmark-c', 'ascii');

export const newItemKey = () => randomBytes(32);

export function coverKey(itemKey: Buffer, mediaId: number): string {
  const block = Buffer.alloc(16);
  MARKER.copy(block, 0);
  block.writeUInt32BE(mediaId, 12);
  const cipher = createCipheriv('aes-256-ecb', itemKey, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
}

/** The media id a cover key stands for on this link, or null for anything this link did not issue. */
export function mediaIdOfCoverKey(itemKey: Buffer, key: string): number | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const block = Buffer.from(key, 'base64url');
  if (block.length !== 16) return null;
  const decipher = createDecipheriv('aes-256-ecb', itemKey, null).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(block), decipher.final()]);
  if (!plain.subarray(0, MARKER.length).equals(MARKER) || plain[MARKER.length] !== 0) return null;
  const mediaId = plain.readUInt32BE(12);
  return mediaId >= 1 && mediaId <= 2_147_483_647 ? mediaId : null;
}
