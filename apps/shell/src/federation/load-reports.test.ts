import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushLoadReports, queueLoadReport } from './load-reports';
import { failedPhase } from './remote-modules';

describe('remote load reports', () => {
  const sent: unknown[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ keepalive: init.keepalive, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the loads of a few seconds in one report, kept alive past the page', () => {
    queueLoadReport({ remote: 'catalog', version: '1.0.0+abc1234', ok: true, ms: 200 });
    queueLoadReport({ remote: 'library', version: 'unreleased', ok: false, phase: 'entry', ms: 3000 });
    expect(sent).toEqual([]);
    vi.runAllTimers();
    expect(sent).toEqual([
      {
        keepalive: true,
        body: { loads: [{ remote: 'catalog', version: '1.0.0+abc1234', ok: true, ms: 200 }, { remote: 'library', version: 'unreleased', ok: false, phase: 'entry', ms: 3000 }] },
      },
    ]);
  });

  it('sends what waits when the page is left', () => {
    queueLoadReport({ remote: 'media', version: 'unreleased', ok: true, ms: 90 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    flushLoadReports();
    expect(sent).toHaveLength(1);
  });

  it('names where a load failed from the runtime’s error', () => {
    expect(failedPhase(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))).toBe('manifest');
    expect(failedPhase(new Error('[ Federation Runtime ]: RUNTIME-013 The manifest is not a valid Module Federation manifest.'))).toBe('manifest');
    expect(failedPhase(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'))).toBe('entry');
  });
});
