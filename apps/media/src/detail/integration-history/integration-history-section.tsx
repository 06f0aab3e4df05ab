import { useEntryHistory } from '@shelfmark/api-client/integrations';
import type { UserMedia } from '@shelfmark/contract';
import { FailureNotice } from '@shelfmark/design-system';
import { formatDateTime, useT } from '@shelfmark/i18n';


/**
 * What the user's integrations recorded on the entry ("Watched S1E3 on Jellyfin", "Read to 42%
 * on KOReader (Kobo)"), newest first. Nothing shows for an entry no integration has touched.
 */
export function IntegrationHistorySection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const history = useEntryHistory(item.usermediaID);
  if (history.isError) return <FailureNotice error={history.error} action="load" onRetry={() => void history.refetch()} />;
  if (!history.data || history.data.length === 0) return null;
  return (
    <section className="media-detail__section" aria-labelledby="media-integration-history-title">
      <h2 id="media-integration-history-title">{t('integrationHistory.title')}</h2>
      <ul className="media-detail__list media-detail__list--plain">
        {history.data.map((line, index) => (
          <li key={`${line.at}-${index}`}>
            {line.text} <span className="media-detail__when">· {formatDateTime(line.at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
