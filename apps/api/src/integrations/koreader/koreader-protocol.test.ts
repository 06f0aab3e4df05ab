import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenRuleFor } from '../../access/token-scopes';
import { hashOfUserKey, keyHashOfSyncKey, KoreaderFailure, newSyncKey, readProgressBody } from './koreader-protocol';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('KOReader protocol helpers', () => {
  it('stores the sync key as SHA-256 of the md5 KOReader sends for it', () => {
    const key = 'shm_abcd-efgh-ijkm-npqr-stuv-wxyz';
    const sentByKoreader = createHash('md5').update(key).digest('hex');
    expect(keyHashOfSyncKey(key)).toBe(hashOfUserKey(sentByKoreader));
    expect(keyHashOfSyncKey(key)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes keys that can be typed on an e-reader, never twice the same', () => {
    const keys = new Set(Array.from({ length: 200 }, newSyncKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^shm_[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){5}$/);
  });

  it('reads a body as the plugin sends it, percentage as a number or a numeric string', () => {
    const body = { document: 'abc123', progress: '/body/DocFragment[3]', percentage: '0.5', device: 'Kobo', device_id: 'K1' };
    expect(readProgressBody(body, NOW)).toEqual({ document: 'abc123', progress: '/body/DocFragment[3]', percentage: 0.5, device: 'Kobo', deviceId: 'K1', syncedAt: 1_795_780_800 });
    // A PDF's progress is a page number; device_id may be left out.
    expect(readProgressBody({ ...body, progress: 12, device_id: undefined }, NOW)).toMatchObject({ progress: '12', deviceId: null });
  });

  it.each([
    [null, 2003],
    ['text', 2003],
    [{}, 2004],
    [{ document: 'a:b' }, 2004],
    [{ document: 'a b' }, 2007],
    [{ document: 'x'.repeat(129) }, 2007],
    [{ document: 'abc', progress: 'p', device: 'Kobo', percentage: 'NaN' }, 2003],
    [{ document: 'abc', progress: 'p', device: 'Kobo', percentage: Infinity }, 2003],
    [{ document: 'abc', progress: 'p', percentage: 0.1 }, 2003],
  ])('refuses %j with code %i', (body, code) => {
    expect(() => readProgressBody(body, NOW)).toThrow(KoreaderFailure);
    try {
      readProgressBody(body, NOW);
    } catch (error) {
      expect((error as KoreaderFailure).code).toBe(code);
    }
  });

  it('gives the sync calls their own scope and keeps managing integrations to the session', () => {
    expect(tokenRuleFor('PUT', '/api/v1/koreader/syncs/progress')).toEqual({ kind: 'scope', scope: 'sync' });
    expect(tokenRuleFor('GET', '/api/v1/koreader/users/auth')).toEqual({ kind: 'scope', scope: 'sync' });
    expect(tokenRuleFor('POST', '/api/v1/integrations/koreader')).toEqual({ kind: 'session-only' });
    expect(tokenRuleFor('GET', '/api/v1/integrations/koreader/documents')).toEqual({ kind: 'session-only' });
    expect(tokenRuleFor('GET', '/api/v1/koreaderish')).toEqual({ kind: 'scope', scope: 'read' });
  });
});
