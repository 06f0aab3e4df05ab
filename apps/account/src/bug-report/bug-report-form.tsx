import { useCreateBugReport } from '@shelfmark/api-client/bugreports';
import { BugReportSchema, fieldErrors, withoutError, type FieldErrors } from '@shelfmark/contract';
import { Button, InlineError, TextArea, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';

type BugField = 'title' | 'circumstances' | 'content';

const EMPTY = { title: '', circumstances: '', content: '' };

/** Bug title, circumstances and content; calls onSent once the server has stored the report. */
export function BugReportForm({ onSent }: { onSent: () => void }) {
  const t = useT('account');
  const send = useCreateBugReport();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<BugField>>({});

  const change = (field: BugField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BugReportSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    send.mutate(parsed.data, { onSuccess: onSent });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <TextField
        label={t('bugReport.titleField')}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
        required
      />
      <TextArea
        label={t('bugReport.circumstancesField')}
        hint={t('bugReport.circumstancesHint')}
        rows={3}
        value={values.circumstances}
        onChange={(event) => change('circumstances', event.target.value)}
        error={errors.circumstances}
      />
      <TextArea
        label={t('bugReport.contentField')}
        hint={t('bugReport.contentHint')}
        rows={6}
        value={values.content}
        onChange={(event) => change('content', event.target.value)}
        error={errors.content}
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
