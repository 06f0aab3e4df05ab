import { apiFetch } from '@shelfmark/api-client';

export async function favoriteSubmedia(usersubmediaID: number, favorited: boolean): Promise<void> {
  await apiFetch(`/usersubmedias/${usersubmediaID}`, { method: 'PATCH', json: { favorited } });
}
