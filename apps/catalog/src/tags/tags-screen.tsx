import { useTagSummaries } from '@shelfmark/api-client/tags';
import { EmptyState, TagChip } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { QueryState } from '../shared/query-state';
import { renderRouterLink } from '../shared/router-link';
import { groupTags } from './group-tags';
import { NewTagForm } from './new-tag-form';
import './tags-screen.css';

/** The user's tags in alphabetical groups by first letter. */
export function TagsScreen() {
  const t = useT('catalog');
  const tags = useTagSummaries();
  return (
    <section className="sm-page catalog-tags">
      <h1>{t('screens.tags')}</h1>
      <NewTagForm />
      <QueryState query={tags}>
        {(summaries) =>
          summaries.length === 0 ? (
            <EmptyState title={t('tags.none')} description={t('tags.noneHint')} />
          ) : (
            <div className="catalog-tags__grid">
              {groupTags(summaries).map((group) => (
                <section key={group.key} className="catalog-tags__group" aria-label={t('tags.group', { key: group.key })}>
                  <h2 className="catalog-tags__letter">{group.key}</h2>
                  <ul className="catalog-tags__list">
                    {group.tags.map((tag) => (
                      <li key={tag.tagID}>
                        <TagChip label={tag.tagValue} href={`/tags/${tag.tagID}`} renderLink={renderRouterLink} />
                        <span className="catalog-tags__count">
                          <span aria-hidden="true">{tag.mediaCount}</span>
                          <span className="sm-visually-hidden">{t('tags.count', { count: tag.mediaCount })}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
