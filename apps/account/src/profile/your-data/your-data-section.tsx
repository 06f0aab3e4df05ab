import { EXPORT_FORMATS, type ExportFormat } from '@shelfmark/contract';
import { Button, InlineError, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../shared/server-message';
import { useExportDownload } from './use-export-download';

/** "Your data" on the user's own profile: the two exports and the way to the import page. */
export function YourDataSection() {
  const t = useT('account');
  const download = useExportDownload();
  const busyFormat: ExportFormat | undefined = download.isPending ? download.variables : undefined;

  return (
    <section aria-labelledby="your-data-heading" className="account-section">
      <h2 id="your-data-heading">{t('yourData.heading')}</h2>
      <p className="account-page__intro">{t('yourData.intro')}</p>
      <ul className="account-exports">
        {EXPORT_FORMATS.map((format) => (
          <li key={format} className="account-export">
            <Button
              variant="secondary"
              loading={busyFormat === format}
              loadingLabel={t('yourData.preparing')}
              disabled={busyFormat !== undefined && busyFormat !== format}
              aria-describedby={`export-${format}-description`}
              onClick={() => download.mutate(format)}
            >
              {t(`yourData.export.${format}`)}
            </Button>
            <span id={`export-${format}-description`} className="account-export__description">
              {t(`yourData.exportDescription.${format}`)}
            </span>
          </li>
        ))}
      </ul>
      {download.isSuccess && <p role="status">{t('yourData.downloaded', { fileName: download.data })}</p>}
      {download.isError && (
        <InlineError onRetry={() => download.mutate(download.variables)}>
          {serverMessage(download.error) ?? t('yourData.exportFailed')}
        </InlineError>
      )}
      <p>
        <Link to="/imports" className={linkClassName()}>
          {t('yourData.importLink')}
        </Link>
        <span className="account-page__intro"> {t('yourData.importHint')}</span>
      </p>
    </section>
  );
}
