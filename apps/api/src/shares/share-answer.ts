import type { ShareLink } from '@shelfmark/contract';
import { trimSlash } from '../http/public-url';
import { fieldsOf, type ShareRecord } from './share-links';

/** A link as its owner sees it, with the public page's address. */
export function shareAnswer(publicUrl: string, record: ShareRecord): ShareLink {
  return {
    id: record.shareId,
    token: record.token,
    url: `${trimSlash(publicUrl)}/shared/${record.token}`,
    kind: record.kind,
    year: record.year,
    shelf: record.shelf,
    type: record.mediaType,
    fields: fieldsOf(record),
    title: record.title,
    createdAt: record.createdAt.toISOString(),
    lastOpenedAt: record.lastOpenedAt?.toISOString() ?? null,
    openCount: record.openCount,
  };
}
