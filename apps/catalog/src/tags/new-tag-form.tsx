import { useCreateTag } from '@shelfmark/api-client/tags';
import { TagValueSchema } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../shared/error-text';

/** Creates a tag with Enter (1 to 50 characters) and opens it, ready for media; an error goes with the next change. */
export function NewTagForm() {
  const t = useT('catalog');
  const navigate = useNavigate();
  const create = useCreateTag();
  // The schema checks the one value, so its message is about the whole form.
  const form = useSchemaForm(TagValueSchema, { initial: { value: '' }, input: ({ value }) => value });
  const submit = form.submit((value) => create.mutate(value, { onSuccess: (tag) => navigate(`/tags/${tag.tagID}`) }));

  const error = form.errors['form'] ?? (create.isError ? errorText(create.error) : undefined);
  const value = form.field('value');
  return (
    <form className="catalog-new-tag" onSubmit={submit} noValidate>
      <TextField
        label={t('tags.newTag')}
        hint={t('tags.newTagHint')}
        {...value}
        onChange={(event) => {
          create.reset();
          value.onChange(event);
        }}
        error={error}
        disabled={create.isPending}
      />
    </form>
  );
}
