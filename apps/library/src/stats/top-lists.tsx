import { creatorDisplayName, mediaPath, mediaTypeInfo, type Stats, unitCount } from '@shelfmark/contract';
import { linkClassName } from '@shelfmark/design-system';
import { formatNumber, useT } from '@shelfmark/i18n';
import { Link } from 'react-router-dom';
import './stats-messages';

/** The tags and creators of what was finished, most often first, each with its count. */
export function TopLists({ stats }: { stats: Stats }) {
  const t = useT('library');
  return (
    <>
      <section className="stats-card" aria-label={t('stats.topTags')}>
        <h2 className="stats-card__title">{t('stats.topTags')}</h2>
        {stats.topTags.length === 0 ? (
          <p>{t('stats.noTags')}</p>
        ) : (
          <ol className="stats-ranking">
            {stats.topTags.map((tag) => (
              <li key={tag.tagID}>
                <Link to={`/tags/${tag.tagID}`} className={linkClassName()}>
                  {tag.tagValue}
                </Link>
                <span className="stats-ranking__count">{t('stats.timesFinished', { count: tag.count })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="stats-card" aria-label={t('stats.topCreators')}>
        <h2 className="stats-card__title">{t('stats.topCreators')}</h2>
        {stats.topCreators.length === 0 ? (
          <p>{t('stats.noCreators')}</p>
        ) : (
          <ol className="stats-ranking">
            {stats.topCreators.map((creator) => (
              <li key={creator.creatorID}>
                <Link to={`/creator/${creator.creatorID}`} className={linkClassName()}>
                  {creatorDisplayName(creator)}
                </Link>
                <span className="stats-ranking__count">{t('stats.timesFinished', { count: creator.count })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** Per media type, the longest and shortest item finished, in its own unit. */
export function LengthList({ stats }: { stats: Stats }) {
  const t = useT('library');
  if (stats.lengths.length === 0) return null;
  return (
    <section className="stats-card" aria-label={t('stats.lengths')}>
      <h2 className="stats-card__title">{t('stats.lengths')}</h2>
      <dl className="stats-lengths">
        {stats.lengths.map((entry) => (
          <div key={entry.type}>
            <dt>{mediaTypeInfo(entry.type).plural}</dt>
            {(['longest', 'shortest'] as const).map((end) => (
              <dd key={end}>
                {t(`stats.${end}`)}:{' '}
                <Link to={mediaPath(entry[end])} className={linkClassName()}>
                  {entry[end].title}
                </Link>{' '}
                <span className="stats-ranking__count">{unitCount(entry.type, entry[end].length, formatNumber)}</span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
