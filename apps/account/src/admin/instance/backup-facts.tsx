import { useMakeBackup } from '@shelfmark/api-client/admin';
import type { BackupFile } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { formatDateTime, formatNumber, useT } from '@shelfmark/i18n';
import { saveFile } from '../../profile/your-data/save-file';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1,234,567 bytes as "1.2 MB". */
export function fileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${formatNumber(Number(value.toFixed(unit === 0 ? 0 : 1)))} ${UNITS[unit]}`;
}

/** The newest backup, and a button that makes one now and hands it to the browser as a download. */
export function BackupFacts({ last }: { last: BackupFile | null }) {
  const t = useT('account');
  const make = useMakeBackup();
  return (
    <div className="admin-facts__action">
      <p>{last ? t('admin.instance.backupAt', { date: formatDateTime(last.createdAt), size: fileSize(last.bytes) }) : t('admin.instance.noBackup')}</p>
      <Button
        variant="secondary"
        size="sm"
        loading={make.isPending}
        loadingLabel={t('admin.instance.makingBackup')}
        onClick={() => make.mutate(undefined, { onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'shelfmark-backup.tar.gz') })}
      >
        {t('admin.instance.makeBackup')}
      </Button>
      {make.isError && <FailureNotice error={make.error} action="save" />}
    </div>
  );
}
