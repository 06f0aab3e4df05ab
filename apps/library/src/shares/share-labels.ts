import { type MediaType, mediaTypeInfo, type ShareField, type ShareLink, type ShareShelf, shelfLabel } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';

/** A shared shelf's name: the Library's and the status menu's, for the link's medium; or Favorites. */
export function shareShelfName(shelf: ShareShelf, type?: MediaType | null, favorites = 'Favorites'): string {
  return shelf === 'favorites' ? favorites : shelfLabel(shelf, type ?? undefined);
}

/** Names a link by what it shows: its own title, else "Year in review 2024" or "Read shelf, Books". */
export function useShareLabels() {
  const t = useT('library');
  const shelfName = (shelf: ShareShelf, type?: MediaType | null) => shareShelfName(shelf, type, t('shares.favorites'));
  return {
    shelfName,
    name: (link: ShareLink) => {
      if (link.title) return link.title;
      if (link.kind === 'year') return t('shares.yearLink', { year: link.year });
      const shelf = shelfName(link.shelf ?? 'read', link.type);
      return link.type ? t('shares.shelfTypeLink', { shelf, type: mediaTypeInfo(link.type).plural }) : t('shares.shelfLink', { shelf });
    },
    /** "Shows titles, covers, ratings". */
    shows: (link: ShareLink) =>
      [t('shares.shows'), ...(Object.keys(link.fields) as ShareField[]).filter((field) => link.fields[field]).map((field) => t(`shares.fields.${field}`).toLowerCase())].join(', '),
  };
}
