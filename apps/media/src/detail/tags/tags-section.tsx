import { ApiError } from '@shelfmark/api-client';
import { useTags } from '@shelfmark/api-client/tags';
import { useAddTagToEntry, useRemoveTagFromEntry } from '@shelfmark/api-client/usermedias';
import { MESSAGES, type UserMedia } from '@shelfmark/contract';
import { InlineError, TagList, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRunWithError } from '../run-with-error';
import { checkTagValue } from './tag-value';

/** A 400 on adding means the item carries that tag already. */
function describeTagFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 400) return MESSAGES.tagAlreadyOnMedia;
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * The user's tags on the item: Enter adds the typed value, each chip removes its tag. While
 * typing, the user's other tags are suggested (asked for once the field is first used); an
 * error goes with the next change.
 */
export function TagsSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const { run, error, clear } = useRunWithError(describeTagFailure);
  const addTag = useAddTagToEntry();
  const removeTag = useRemoveTagFromEntry();
  const [text, setText] = useState('');
  const [used, setUsed] = useState(false);
  const ownTags = useTags({ enabled: used });
  const suggestionsId = useId();
  const onItem = new Set(item.tags.map((tag) => tag.tagID));
  const suggestions = (ownTags.data ?? []).filter((tag) => !onItem.has(tag.tagID));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run(async () => {
      const checked = await checkTagValue(text, item.tags);
      if (checked === null) return;
      // A refused value shows as the section's error, as a refused call does.
      if ('error' in checked) throw new Error(checked.error);
      await addTag.mutateAsync({ entry: item, tagValue: checked.value });
      setText('');
    });
  };

  return (
    <section className="media-detail__section" aria-labelledby="media-tags-title">
      <h2 id="media-tags-title">{t('tags.title')}</h2>
      <TagList
        tags={item.tags.map((tag) => ({ id: tag.tagID, label: tag.tagValue, href: `/tags/${tag.tagID}` }))}
        expandable
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
        onRemove={(tag) => void run(() => removeTag.mutateAsync({ entry: item, tagID: Number(tag.id) }))}
      />
      <TextField
        label={t('tags.add')}
        hint={t('tags.hint')}
        value={text}
        list={suggestionsId}
        autoComplete="off"
        onFocus={() => setUsed(true)}
        onChange={(event) => {
          clear();
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <datalist id={suggestionsId}>
        {suggestions.map((tag) => (
          <option key={tag.tagID} value={tag.tagValue} />
        ))}
      </datalist>
      {error && <InlineError>{error}</InlineError>}
    </section>
  );
}
