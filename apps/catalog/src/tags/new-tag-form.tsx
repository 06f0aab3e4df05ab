import { useCreateTag } from '@shelfmark/api-client/tags';
import { firstIssueMessage, TagValueSchema } from '@shelfmark/contract';
import { TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../shared/error-text';

/** Creates a tag with Enter (1 to 50 characters) and opens it, ready for media. */
export function NewTagForm() {
  const t = useT('catalog');
  const navigate = useNavigate();
  const create = useCreateTag();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TagValueSchema.safeParse(value);
    if (!parsed.success) {
      setInvalid(firstIssueMessage(parsed.error));
      return;
    }
    create.mutate(parsed.data, { onSuccess: (tag) => navigate(`/tags/${tag.tagID}`) });
  };

  const error = invalid ?? (create.isError ? errorText(create.error) : undefined);
  return (
    <form className="catalog-new-tag" onSubmit={submit} noValidate>
      <TextField
        label={t('tags.newTag')}
        hint={t('tags.newTagHint')}
        error={error}
        value={value}
        disabled={create.isPending}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(null);
        }}
      />
    </form>
  );
}
