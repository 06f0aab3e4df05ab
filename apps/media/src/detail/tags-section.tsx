import { ApiError } from '@shelfmark/api-client';
import { MESSAGES, type UserMedia } from '@shelfmark/contract';
import { InlineError, TagList, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { addTag, removeTag } from '../api/add-tag';
import { useRunAndRefresh } from './run-and-refresh';
import { checkTagValue } from './tag-value';

/** A 400 on adding means the item carries that tag already. */
function describeTagFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 400) return MESSAGES.tagAlreadyOnMedia;
  return failure instanceof Error ? failure.message : String(failure);
}

/** The user's tags on the item: Enter adds the typed value, each chip removes its tag. */
export function TagsSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const { run, error, setError } = useRunAndRefresh(item.mediaID, describeTagFailure);
  const [text, setText] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const checked = checkTagValue(text, item.tags);
    if (checked === null) return;
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    void run(async () => {
      await addTag(item.usermediaID, checked.value);
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
        onRemove={(tag) => void run(() => removeTag(item.usermediaID, Number(tag.id)))}
      />
      <TextField label={t('tags.add')} hint={t('tags.hint')} value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} />
      {error && <InlineError>{error}</InlineError>}
    </section>
  );
}
