import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { ScannerDialog } from './scanner-dialog';
import type { ScanIsbn } from './use-scan-isbn';
import './scan.css';

/** A camera can exist: the browser has getUserMedia (secure pages only). Whether one is there, opening tells. */
export const cameraPossible = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Add Media's "Scan ISBN" and its scanner; nothing where no camera can exist. */
export function ScanIsbnButton({ scan }: { scan: ScanIsbn }) {
  const t = useT('media');
  if (!cameraPossible()) return null;
  return (
    <div className="media-scan__start">
      <Button variant="secondary" onClick={scan.start}>
        {t('scan.open')}
      </Button>
      {scan.open && <ScannerDialog open checking={scan.checking} onIsbn={scan.scanned} onClose={scan.close} />}
    </div>
  );
}

/** After a scan: the ISBN is in the form, but no match filled the rest. */
export function ScanNoticeLine({ scan }: { scan: ScanIsbn }) {
  const t = useT('media');
  if (!scan.notice) return null;
  return (
    <p className="media-scan__notice" role="status">
      {t(`scan.${scan.notice.kind}`, { isbn: scan.notice.isbn })}
    </p>
  );
}
