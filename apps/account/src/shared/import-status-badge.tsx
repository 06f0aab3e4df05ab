import type { ImportJobStatus } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';

/** A job's state as a small badge, e.g. 'Needs review'. */
export function ImportStatusBadge({ status }: { status: ImportJobStatus }) {
  const t = useT('account');
  return <span className={`account-status account-import-status--${status}`}>{t(`importStatus.${status}`)}</span>;
}
