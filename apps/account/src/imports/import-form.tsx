import { IMPORT_SOURCE_EXTENSIONS, IMPORT_SOURCE_LABELS, IMPORT_SOURCES, ImportSourceSchema, type ImportSource } from '@shelfmark/contract';
import { Button, InlineError, TextField } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import { formatList, useT } from '@shelfmark/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateImport } from '@shelfmark/api-client/imports';
import { checkImportFile, IMPORT_MAX_MEGABYTES, type ImportFileProblem } from './import-file-check';
import { serverMessage } from '../shared/server-message';

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
  // Checking reads the file's first bytes; only the latest choice may set the message.
  const latestCheck = useRef(0);

  const extensionsOf = (chosen: ImportSource) => formatList(IMPORT_SOURCE_EXTENSIONS[chosen], 'disjunction');
  const describe = (problem: ImportFileProblem | null, chosen: ImportSource) =>
    problem
      ? t(`importForm.errors.${problem.problem}`, {
          megabytes: IMPORT_MAX_MEGABYTES,
          extensions: extensionsOf(chosen),
          source: t(`importSources.${chosen}`),
          found: problem.problem === 'kind' ? t(`importForm.fileKinds.${problem.found}`) : undefined,
        })
      : undefined;

  const recheck = async (chosenSource: ImportSource | null, chosenFile: File | null) => {
    const ticket = ++latestCheck.current;
    const message = chosenSource && chosenFile ? describe(await checkImportFile(chosenSource, chosenFile), chosenSource) : undefined;
    if (ticket === latestCheck.current) setErrors((current) => ({ ...current, file: message }));
  };

  const chooseSource = (value: string) => {
    const parsed = ImportSourceSchema.safeParse(value);
    const next = parsed.success ? parsed.data : null;
    setSource(next);
    setErrors({});
    upload.reset();
    void recheck(next, file);
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    upload.reset();
    void recheck(source, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source) {
      setErrors({ source: t('importForm.errors.source') });
      return;
    }
    const ticket = ++latestCheck.current;
    const problem = describe(await checkImportFile(source, file), source);
    if (ticket !== latestCheck.current) return;
    if (problem || !file) {
      setErrors({ file: problem });
      return;
    }
    upload.mutate({ source, file }, { onSuccess: (job) => navigate(`/imports/${job.id}`) });
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="import-form-heading">
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
        accept={source ? IMPORT_SOURCE_EXTENSIONS[source].join(',') : undefined}
        hint={
          source
            ? t('importForm.fileHint', { extensions: extensionsOf(source), megabytes: IMPORT_MAX_MEGABYTES })
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
