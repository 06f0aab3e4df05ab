import { useCreateBugReport } from '@shelfmark/api-client/bugreports';
import { BugReportSchema } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { TextArea } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';

const EMPTY = { title: '', circumstances: '', content: '' };

/** Bug title, circumstances and content; calls onSent once the server has stored the report. */
export function BugReportForm({ onSent }: { onSent: () => void }) {
  const t = useT('account');
  const send = useCreateBugReport();
  const form = useSchemaForm(BugReportSchema, { initial: EMPTY });

  return (
    <form className="account-form" onSubmit={form.submit((report) => send.mutate(report, { onSuccess: onSent }))} noValidate>
      <TextField
        label={t('bugReport.titleField')}
        {...form.field('title')}
        required
      />
      <TextArea
        label={t('bugReport.circumstancesField')}
        hint={t('bugReport.circumstancesHint')}
        rows={3}
        {...form.field('circumstances')}
      />
      <TextArea
        label={t('bugReport.contentField')}
        hint={t('bugReport.contentHint')}
        rows={6}
        {...form.field('content')}
        required
      />
      {send.isError && <InlineError>{t('bugReport.failed')}</InlineError>}
      <div className="account-form__actions">
        <Button type="submit" loading={send.isPending} loadingLabel={t('bugReport.sending')}>
          {t('bugReport.submit')}
        </Button>
      </div>
    </form>
  );
}
