import { AREA_NAMES, type AreaName } from '@shelfmark/contract';

/**
 * One remote per area of the route manifest (`ROUTES` in @shelfmark/contract), which also
 * says which paths each renders. Where a remote lives comes from `/remotes.json` at runtime.
 */
export type RemoteName = AreaName;

export const remoteNames: readonly RemoteName[] = AREA_NAMES;
