import { coverFace, coverPath, joinCreators, mediaTypeLabel, type Media } from '@shelfmark/contract';
import { Cover, formatSeries } from '@shelfmark/design-system';

/**
 * One title search result. Plain spans rather than a MediaCard: a card is an <article>,
 * whose text browsers leave out of the option's accessible name.
 */
export function SearchResult({ media }: { media: Media }) {
  const creators = joinCreators(media.creators);
  return (
    <span className="catalog-search-result">
      <Cover src={coverPath(media)} alt="" size="xs" face={coverFace(media)} />
      <span className="catalog-search-result__text">
        <span className="catalog-search-result__title">{media.title}</span>
        {media.series && <span>{formatSeries({ name: media.series.name, number: media.seriesNum })}</span>}
        {creators && <span>{creators}</span>}
        <span>{mediaTypeLabel(media.type)}</span>
      </span>
    </span>
  );
}
