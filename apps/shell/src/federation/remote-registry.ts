import { MEDIA_TYPES } from '@shelfmark/contract';

export type RemoteName = 'library' | 'catalog' | 'media' | 'account';

export interface RemoteArea {
  name: RemoteName;
  /** Route patterns this remote owns; its exposed `./routes` must render them. */
  paths: string[];
}

/** Which remote owns which part of the URL space. Locations come from `/remotes.json` at runtime. */
export const remoteAreas: RemoteArea[] = [
  { name: 'library', paths: ['/', '/library'] },
  { name: 'catalog', paths: ['/catalog', '/tags', '/tags/:tagID', '/creator/:id', '/series/:id'] },
  { name: 'media', paths: [...MEDIA_TYPES.map((type) => `/${type.route}/:mediaID`), '/addmedia', '/editmedia'] },
  { name: 'account', paths: ['/account/:id', '/mediarequest', '/bugreport', '/imports', '/imports/:jobId', '/passwordreset/:token'] },
];

export const remoteNames = remoteAreas.map((area) => area.name);
