import { useRenameTag } from '@shelfmark/api-client/tags';
import { TagValueSchema } from '@shelfmark/contract';
import { Button, TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { errorText } from '../shared/error-text';

/**
 * A new name for the tag, with the rules of a new tag (1 to 50 characters); the server refuses
 * a name the user already has. A refusal goes as soon as the name is changed again.
 */
export function RenameTagForm({ tagID, tagValue, onDone }: { tagID: number; tagValue: string; onDone: () => void }) {
  const t = useT('catalog');
  const rename = useRenameTag();
  const form = useSchemaForm(TagValueSchema, { initial: { value: tagValue }, input: ({ value }) => value });
  const name = form.field('value');
  const submit = form.submit((value) => {
    if (value === tagValue) return onDone();
    rename.mutate({ tagID, tagValue: value }, { onSuccess: onDone });
  });
  const error = form.errors['form'] ?? (rename.isError ? errorText(rename.error) : undefined);
  return (
    <form className="catalog-rename-tag" onSubmit={submit} noValidate>
      <TextField
        label={t('tag.renameLabel')}
        {...name}
        onChange={(event) => {
          rename.reset();
          name.onChange(event);
        }}
        error={error}
        autoFocus
      />
      <div className="catalog-rename-tag__actions">
        <Button type="submit" size="sm" loading={rename.isPending} loadingLabel={t('tag.renaming')}>
          {t('tag.renameSave')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('tag.renameCancel')}
        </Button>
      </div>
    </form>
  );
}
