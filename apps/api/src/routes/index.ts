import type { FastifyPluginAsync } from 'fastify';
import { registerCompression } from '../plugins/compression';
import { bugReportRoutes } from './bugreports';
import { calendarRoutes } from './calendar';
import { coverFileRoutes, coverUploadRoutes } from './covers';
import { creatorRoutes } from './creators';
import { demoCatalogueRoutes } from './demo-catalogue';
import { entryRoutes } from './entries';
import { exportRoutes } from './export';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { catalogRoutes } from './medias-catalog';
import { mediaRoutes } from './medias';
import { mediaRequestRoutes } from './mediarequests';
import { passwordResetRoutes } from './password-reset';
import { publicShareRoutes } from './public-shares';
import { readingRoutes } from './readings';
import { searchRoutes } from './search';
import { recommendationRoutes } from './recommendations';
import { seriesRoutes } from './series';
import { seriesProgressRoutes } from './series-progress';
import { sessionRoutes } from './sessions';
import { statsRoutes } from './stats';
import { shareRoutes } from './shares';
import { tagRoutes } from './tags';
import { userMediaTagRoutes } from './usermedia-tags';
import { lookupRoutes } from './lookup';
import { libraryRoutes } from './usermedias-library';
import { userMediaRoutes } from './usermedias';
import { userRoutes } from './users';
import { userSubmediaRoutes } from './usersubmedias';
import { yearRoutes } from './year';

/** Every resource of /api/v1, one module each, its answers compressed above 1 KB. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await registerCompression(api);
  const modules = [
    healthRoutes,
    sessionRoutes,
    userRoutes,
    passwordResetRoutes,
    mediaRoutes,
    catalogRoutes,
    demoCatalogueRoutes,
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
    lookupRoutes,
    statsRoutes,
    seriesProgressRoutes,
    yearRoutes,
    calendarRoutes,
    shareRoutes,
    publicShareRoutes,
  ];
  for (const routes of modules) await api.register(routes);
};
