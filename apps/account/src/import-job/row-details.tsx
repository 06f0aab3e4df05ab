import { StatusSchema, mediaTypeLabel, statusLabel, type ImportRow } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';

/** The row's status in the words the library uses for its media type, e.g. 'To Be Read'. */
function rowStatus(row: ImportRow): string | null {
  const status = StatusSchema.safeParse(row.status);
  return status.success ? statusLabel(row.type, status.data) : row.status;
}

/** What the file said about a row: line, type, ISBN, status and rating, the ones it has. */
export function RowDetails({ row }: { row: ImportRow }) {
  const t = useT('account');
  const status = rowStatus(row);
  const details: [label: string, value: string][] = [
    [t('importRow.line'), String(row.rowNumber)],
    [t('importRow.type'), mediaTypeLabel(row.type)],
    ...(row.isbn ? [[t('importRow.isbn'), row.isbn] as [string, string]] : []),
    ...(status ? [[t('importRow.status'), status] as [string, string]] : []),
    ...(row.rating !== null ? [[t('importRow.rating'), t('importRow.ratingValue', { rating: row.rating })] as [string, string]] : []),
  ];
  return (
    <dl className="account-import-row__details">
      {details.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
