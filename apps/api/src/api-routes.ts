import type { FastifyPluginAsync } from 'fastify';
import { registerCompression } from './plugins/compression';
import { adminRoutes } from './admin/admin.routes';
import { releaseRoutes } from './releases/releases.routes';
import { backupRoutes } from './backups/backups.routes';
import { bugReportRoutes } from './bug-reports/bug-reports.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { coverFileRoutes, coverUploadRoutes } from './covers/covers.routes';
import { creatorRoutes } from './creators/creators.routes';
import { demoCatalogueRoutes } from './seed/demo-catalogue.routes';
import { entryRoutes } from './library/entries.routes';
import { exportRoutes } from './imports/export.routes';
import { healthRoutes } from './health/health.routes';
import { importRoutes } from './imports/imports.routes';
import { integrationRoutes } from './integrations/integrations.routes';
import { hookRoutes } from './integrations/media-servers/hooks.routes';
import { mediaServerRoutes } from './integrations/media-servers/media-servers.routes';
import { catalogRoutes } from './media/medias-catalog.routes';
import { mediaRoutes } from './media/medias.routes';
import { byExternalRoutes } from './media/by-external.routes';
import { watchRoutes } from './episodes/watches.routes';
import { mediaRequestRoutes } from './media-requests/media-requests.routes';
import { passwordResetRoutes } from './accounts/password-reset.routes';
import { publicShareRoutes } from './shares/public-shares.routes';
import { readingRoutes } from './library/readings.routes';
import { searchRoutes } from './search/search.routes';
import { recommendationRoutes } from './recommendations/recommendations.routes';
import { seriesRoutes } from './series/series.routes';
import { seriesProgressRoutes } from './stats/series-progress.routes';
import { sessionRoutes } from './accounts/sessions.routes';
import { oidcRoutes } from './accounts/oidc/oidc.routes';
import { accountRoutes } from './accounts/account.routes';
import { statsRoutes } from './stats/stats.routes';
import { shareRoutes } from './shares/shares.routes';
import { tagRoutes } from './tags/tags.routes';
import { tokenRoutes } from './access/tokens.routes';
import { userMediaTagRoutes } from './tags/usermedia-tags.routes';
import { lookupRoutes } from './lookup/lookup.routes';
import { libraryRoutes } from './library/usermedias-library.routes';
import { userMediaRoutes } from './library/usermedias.routes';
import { userRoutes } from './accounts/users.routes';
import { userSubmediaRoutes } from './library/usersubmedias.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { twoFactorRoutes } from './accounts/two-factor/two-factor.routes';
import { koreaderRoutes } from './integrations/koreader/koreader.routes';
import { koreaderSyncRoutes } from './integrations/koreader/koreader-sync.routes';
import { audiobookshelfRoutes } from './integrations/audiobookshelf/audiobookshelf.routes';
import { yearRoutes } from './year-review/year.routes';
import { reminderRoutes } from './reminders/reminders.routes';

/** Every resource of /api/v1, one module each, its answers compressed above 1 KB. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await registerCompression(api);
  const modules = [
    healthRoutes,
    sessionRoutes,
    userRoutes,
    passwordResetRoutes,
    oidcRoutes,
    accountRoutes,
    byExternalRoutes,
    mediaRoutes,
    catalogRoutes,
    demoCatalogueRoutes,
    creatorRoutes,
    seriesRoutes,
    userMediaRoutes,
    libraryRoutes,
    userMediaTagRoutes,
    userSubmediaRoutes,
    watchRoutes,
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
    reminderRoutes,
    shareRoutes,
    publicShareRoutes,
    tokenRoutes,
    webhookRoutes,
    koreaderSyncRoutes,
    koreaderRoutes,
    audiobookshelfRoutes,
    integrationRoutes,
    mediaServerRoutes,
    hookRoutes,
    backupRoutes,
    adminRoutes,
    releaseRoutes,
    twoFactorRoutes,
  ];
  for (const routes of modules) await api.register(routes);
};
