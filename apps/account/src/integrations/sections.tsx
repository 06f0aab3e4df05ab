import type { Integration, IntegrationKind } from '@shelfmark/contract';
import type { ComponentType } from 'react';
import { AudiobookshelfSection } from './audiobookshelf';
import { KoreaderSection } from './koreader';
import { EmbySection, JellyfinSection, PlexSection } from './media-servers/media-server-section';

/** What every kind's section of the Integrations page is given: its kind's rows, and a way to say they changed. */
export interface IntegrationSectionProps {
  rows: Integration[];
  onChanged: () => void;
}

/** The sections of the Integrations page, in the order shown, one per kind. */
export const INTEGRATION_SECTIONS: Partial<Record<IntegrationKind, ComponentType<IntegrationSectionProps>>> = {
  jellyfin: JellyfinSection,
  plex: PlexSection,
  emby: EmbySection,
  koreader: ({ rows, onChanged }) => <KoreaderSection integrations={rows} onChanged={onChanged} />,
  audiobookshelf: ({ rows, onChanged }) => <AudiobookshelfSection integrations={rows} onChanged={onChanged} />,
};
