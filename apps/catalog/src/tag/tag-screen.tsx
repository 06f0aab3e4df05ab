import { useTag } from '@shelfmark/api-client/tags';
import { Button, EmptyState, IconButton, PlusIcon } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InvalidId } from '../shared/invalid-id';
import { MediaGrid } from '../shared/media-grid';
import { QueryState } from '../shared/query-state';
import { sortByFirstCreator } from '../shared/sort-media';
import { useIdParam } from '../shared/use-id-param';
import { AddMediaSearch } from './add-media-search';
import { DeleteTagButton } from './delete-tag-button';
import { RenameTagForm } from './rename-tag-form';
import './tag-screen.css';

/** One tag's media, sorted by first creator's last name, with a plus button to add more and a way to rename it. */
export function TagScreen() {
  const tagID = useIdParam('tagID');
  return tagID === null ? <InvalidId /> : <TagContent tagID={tagID} />;
}

function TagContent({ tagID }: { tagID: number }) {
  const t = useT('catalog');
  const query = useTag(tagID);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  return (
    <section className="sm-page catalog-tag">
      <Link to="/tags" className="catalog-tag__back">
        {t('tag.allTags')}
      </Link>
      <QueryState query={query} errorHeading={t('screens.tags')}>
        {(tag) => (
          <>
            <div className="catalog-tag__header">
              <h1>{tag.tagValue}</h1>
              <IconButton
                variant="primary"
                aria-label={t('tag.add', { tag: tag.tagValue })}
                aria-expanded={adding}
                onClick={() => setAdding(!adding)}
              >
                <PlusIcon />
              </IconButton>
              {!renaming && (
                <Button size="sm" variant="secondary" onClick={() => setRenaming(true)}>
                  {t('tag.rename')}
                </Button>
              )}
            </div>
            {renaming && <RenameTagForm tagID={tag.tagID} tagValue={tag.tagValue} onDone={() => setRenaming(false)} />}
            {adding && <AddMediaSearch tagID={tag.tagID} tagValue={tag.tagValue} onAdded={() => setAdding(false)} />}
            {tag.media.length === 0 ? (
              <EmptyState
                title={t('messages.shelfCurrentlyEmpty')}
                action={<DeleteTagButton tagID={tag.tagID} tagValue={tag.tagValue} />}
              />
            ) : (
              <MediaGrid media={sortByFirstCreator(tag.media)} label={t('tag.listLabel', { tag: tag.tagValue })} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
