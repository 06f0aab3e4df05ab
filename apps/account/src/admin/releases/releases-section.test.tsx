import type { RemoteRollout } from '@shelfmark/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';

startMockServer();

const stats = (loads: number, failed: number, medianMs: number | null) => ({ loads, failed, failureRate: loads ? (failed / loads) * 100 : null, medianMs });
const empty = (remote: RemoteRollout['remote']): RemoteRollout => ({ remote, fixedOverride: false, currentVersion: null, previousVersion: null, canary: null, stopped: null, releases: [] });

let catalog: RemoteRollout;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  catalog = {
    remote: 'catalog',
    fixedOverride: false,
    currentVersion: '1.0.0+abc1234',
    previousVersion: null,
    canary: { version: '1.1.0+def5678', audience: 'share', percent: 50, startedAt: '2026-11-27T10:00:00.000Z' },
    stopped: null,
    releases: [
      { version: '1.1.0+def5678', releasedAt: '2026-11-27T09:00:00.000Z', forced: false, stats: stats(40, 2, 310) },
      { version: '1.0.0+abc1234', releasedAt: '2026-11-20T09:00:00.000Z', forced: false, stats: stats(1200, 6, 280) },
    ],
  };
  server.use(
    http.get('*/api/v1/admin/users', () => HttpResponse.json({ users: [], total: 0, page: 1, pageSize: 50 })),
    http.get('*/api/v1/admin/remote-releases', () => HttpResponse.json([empty('library'), catalog, empty('media'), empty('account')])),
    http.post('*/api/v1/admin/remote-releases/:remote/:action', async ({ params, request }) => {
      calls.push(`${params['action']} ${params['remote']} ${await request.text()}`);
      if (params['action'] === 'stop') {
        catalog = { ...catalog, canary: null, stopped: { version: '1.1.0+def5678', reason: 'Stopped by an admin', at: '2026-11-27T11:00:00.000Z' } };
        return HttpResponse.json({ message: 'catalog@1.1.0+def5678 stopped: Stopped by an admin' });
      }
      return HttpResponse.json({ message: 'catalog@1.1.0+def5678 is now everyone’s' });
    }),
  );
});

describe('the admin screen’s remote releases', () => {
  it('shows each version’s loads, failure rate and median load time, and the running canary', async () => {
    signInAs('admin');
    renderAccount('/admin');
    const section = await screen.findByRole('region', { name: 'catalog' });
    expect(within(section).getByText('Current: 1.0.0+abc1234')).toBeVisible();
    expect(within(section).getByText('Canary 1.1.0+def5678 for 50 % of users')).toBeVisible();
    const canaryRow = within(section).getByRole('row', { name: /1\.1\.0\+def5678/ });
    expect(within(canaryRow).getByText('40')).toBeVisible();
    expect(within(canaryRow).getByText('5 %')).toBeVisible();
    expect(within(canaryRow).getByText('310 ms')).toBeVisible();
    expect(within(await screen.findByRole('region', { name: 'media' })).getByText('No releases yet: `npm run remote -- release media` makes one.')).toBeVisible();
  });

  it('promotes a release to everyone or a share, and stops the canary, saying what it did', async () => {
    signInAs('admin');
    renderAccount('/admin');
    const section = await screen.findByRole('region', { name: 'catalog' });
    const canaryRow = within(section).getByRole('row', { name: /1\.1\.0\+def5678/ });
    await userEvent.click(within(canaryRow).getByRole('button', { name: 'To everyone' }));
    expect(await within(section).findByText('catalog@1.1.0+def5678 is now everyone’s')).toBeVisible();
    await userEvent.clear(within(section).getByLabelText('Canary share (%)'));
    await userEvent.type(within(section).getByLabelText('Canary share (%)'), '25');
    await userEvent.click(within(canaryRow).getByRole('button', { name: 'To 25 %' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Stop the canary' }));
    expect(await within(section).findByText(/1\.1\.0\+def5678 stopped .*: Stopped by an admin/)).toBeVisible();
    expect(calls).toEqual([
      'promote catalog {"version":"1.1.0+def5678","audience":"everyone"}',
      'promote catalog {"version":"1.1.0+def5678","audience":"share","percent":25}',
      'stop catalog ',
    ]);
  });
});
