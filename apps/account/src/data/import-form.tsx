import { IMPORT_SOURCE_LABELS, IMPORT_SOURCES, ImportSourceSchema, type ImportSource } from '@shelfmark/contract';
import { Button, InlineError, Select, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateImport } from '../api/create-import';
import { checkImportFile, IMPORT_FILE_EXTENSIONS, IMPORT_MAX_MEGABYTES, type ImportFileProblem } from './import-file-check';
import { serverMessage } from './server-message';

const SOURCE_OPTIONS = IMPORT_SOURCES.map((source) => ({ value: source, label: IMPORT_SOURCE_LABELS[source] }));

interface FormErrors {
  source?: string;
  file?: string;
}

/** Source, file, upload; a stored job opens its own page, where its progress shows. */
export function ImportForm() {
  const t = useT('account');
  const navigate = useNavigate();
  const upload = useCreateImport();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  const fileError = (problem: ImportFileProblem | null, chosen: ImportSource) =>
    problem &&
    t(`importForm.errors.${problem.problem}`, {
      megabytes: IMPORT_MAX_MEGABYTES,
      extension: IMPORT_FILE_EXTENSIONS[chosen],
      source: t(`importSources.${chosen}`),
    });

  const chooseSource = (value: string) => {
    const parsed = ImportSourceSchema.safeParse(value);
    const next = parsed.success ? parsed.data : null;
    setSource(next);
    setErrors({ file: next && file ? (fileError(checkImportFile(next, file), next) ?? undefined) : undefined });
    upload.reset();
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    setErrors((current) => ({ ...current, file: source && next ? (fileError(checkImportFile(source, next), source) ?? undefined) : undefined }));
    upload.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!source) {
      setErrors({ source: t('importForm.errors.source') });
      return;
    }
    const problem = fileError(checkImportFile(source, file), source);
    if (problem || !file) {
      setErrors({ file: problem ?? undefined });
      return;
    }
    upload.mutate({ source, file }, { onSuccess: (job) => navigate(`/imports/${job.id}`) });
  };

  const extension = source ? IMPORT_FILE_EXTENSIONS[source] : undefined;
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="import-form-heading">
      <h2 id="import-form-heading">{t('importForm.heading')}</h2>
      <Select
        label={t('importForm.sourceLabel')}
        placeholder={t('importForm.sourcePlaceholder')}
        options={SOURCE_OPTIONS}
        value={source ?? ''}
        onChange={(event) => chooseSource(event.target.value)}
        hint={source ? t(`importForm.howTo.${source}`) : undefined}
        error={errors.source}
        required
      />
      <TextField
        type="file"
        label={t('importForm.fileLabel')}
        accept={extension}
        hint={
          extension
            ? t('importForm.fileHint', { extension, megabytes: IMPORT_MAX_MEGABYTES })
            : t('importForm.fileHintAny', { megabytes: IMPORT_MAX_MEGABYTES })
        }
        onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
        error={errors.file}
        className="account-file-field"
        required
      />
      {upload.isError && <InlineError>{serverMessage(upload.error) ?? t('importForm.failed')}</InlineError>}
      <div className="account-form__actions">
        <Button type="submit" loading={upload.isPending} loadingLabel={t('importForm.uploading')}>
          {t('importForm.submit')}
        </Button>
      </div>
    </form>
  );
}
