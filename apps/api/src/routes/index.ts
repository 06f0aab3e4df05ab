import type { FastifyPluginAsync } from 'fastify';
import { bugReportRoutes } from './bugreports';
import { coverFileRoutes, coverUploadRoutes } from './covers';
import { creatorRoutes } from './creators';
import { entryRoutes } from './entries';
import { exportRoutes } from './export';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { catalogRoutes } from './medias-catalog';
import { mediaRoutes } from './medias';
import { mediaRequestRoutes } from './mediarequests';
import { passwordResetRoutes } from './password-reset';
import { readingRoutes } from './readings';
import { searchRoutes } from './search';
import { recommendationRoutes } from './recommendations';
import { seriesRoutes } from './series';
import { sessionRoutes } from './sessions';
import { tagRoutes } from './tags';
import { userMediaTagRoutes } from './usermedia-tags';
import { libraryRoutes } from './usermedias-library';
import { userMediaRoutes } from './usermedias';
import { userRoutes } from './users';
import { userSubmediaRoutes } from './usersubmedias';

/** Every resource of /api/v1, one module each. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  const modules = [
    healthRoutes,
    sessionRoutes,
    userRoutes,
    passwordResetRoutes,
    mediaRoutes,
    catalogRoutes,
    creatorRoutes,
    seriesRoutes,
    userMediaRoutes,
    libraryRoutes,
    userMediaTagRoutes,
    userSubmediaRoutes,
    tagRoutes,
    readingRoutes,
    entryRoutes,
    recommendationRoutes,
    searchRoutes,
    coverFileRoutes,
    coverUploadRoutes,
    mediaRequestRoutes,
    bugReportRoutes,
    exportRoutes,
    importRoutes,
  ];
  for (const routes of modules) await api.register(routes);
};
