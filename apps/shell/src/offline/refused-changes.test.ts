import { ApiError, QUEUED_CHANGES_SCOPE, queuedChangeKeys } from '@shelfmark/api-client';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createRefusedChanges, watchRefusedChanges } from './refused-changes';

afterEach(() => onlineManager.setOnline(true));

function queuedChange(client: QueryClient, answer: () => Promise<unknown>) {
  return client
    .getMutationCache()
    .build(client, { mutationKey: queuedChangeKeys.entryPatch(), scope: QUEUED_CHANGES_SCOPE, mutationFn: answer, retry: false });
}

describe('changes refused after waiting for the connection', () => {
  it('are listed with the server’s message until dismissed', async () => {
    const client = new QueryClient();
    // Mounted, the client sends paused changes when the connection returns, as the app's does.
    client.mount();
    const refused = createRefusedChanges();
    watchRefusedChanges(client, refused);
    onlineManager.setOnline(false);
    const change = queuedChange(client, () => Promise.reject(new ApiError(404, 'This item no longer exists')));
    const sent = change.execute(undefined).catch(() => undefined);
    expect(change.state.isPaused).toBe(true);
    onlineManager.setOnline(true);
    await sent;
    expect(refused.list().map((item) => item.message)).toEqual(['This item no longer exists']);
    refused.dismiss(refused.list()[0]!.id);
    expect(refused.list()).toEqual([]);
  });

  it('are not listed when refused without having waited: the screen shows those', async () => {
    const client = new QueryClient();
    const refused = createRefusedChanges();
    watchRefusedChanges(client, refused);
    await queuedChange(client, () => Promise.reject(new ApiError(404, 'Gone')))
      .execute(undefined)
      .catch(() => undefined);
    expect(refused.list()).toEqual([]);
  });
});
