import { mediaPath, type ImportRow } from '@shelfmark/contract';
import { linkClassName } from '@shelfmark/design-system';
import { formatNumber, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';

/** 'Matched to <the record> · 93% match': the record links to its page, so a doubtful match can be checked. */
export function MatchedTo({ row }: { row: ImportRow }) {
  const t = useT('account');
  if (row.mediaID === null) return null;
  // Imported rows keep the candidates they were matched on; the chosen one names the record.
  const record = row.candidates.find((candidate) => candidate.mediaID === row.mediaID);
  return (
    <p className="account-import-row__match">
      <span>
        {t('importRow.matchedTo')}{' '}
        <Link to={mediaPath({ type: record?.type ?? row.type, mediaID: row.mediaID })} className={linkClassName()}>
          {record?.title ?? t('importRow.catalogueRecord')}
        </Link>
      </span>
      {row.confidence !== null && (
        <span className="account-candidate__confidence">{t('inbox.confidence', { percent: formatNumber(Math.round(row.confidence * 100)) })}</span>
      )}
    </p>
  );
}
