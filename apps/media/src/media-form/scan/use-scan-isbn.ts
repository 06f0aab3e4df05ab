import { getLookupQueryOptions } from '@shelfmark/api-client/lookup';
import { getSearchQueryOptions } from '@shelfmark/api-client/search';
import { mediaPath, type LookupResult, type Media } from '@shelfmark/contract';
import { useIsAdmin } from '@shelfmark/session';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MediaFormValues } from '../form-values';
import { sameIsbn } from './isbn';

/** What the form says after a scan: the ISBN had no match, or the look-up could not answer. */
export type ScanNotice = { kind: 'noMatch' | 'lookupFailed'; isbn: string } | null;

interface ScanIsbnOptions {
  values: MediaFormValues;
  update: (patch: Partial<MediaFormValues>) => void;
  /** The look-up's pick: fills the form from a match, creators and cover included. */
  pick: (match: LookupResult, from: MediaFormValues) => void;
  /** Clears the look-up's matches, as choosing another type does. */
  resetLookup: () => void;
}

/**
 * A scanned ISBN in Add Media: a book the catalogue has already opens its page (Add To Library
 * is there); else the ISBN goes in the form and the look-up's first match fills it.
 */
export function useScanIsbn({ values, update, pick, resetLookup }: ScanIsbnOptions) {
  const client = useQueryClient();
  const allAccess = useIsAdmin();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScanNotice>(null);

  const catalogued = async (isbn: string): Promise<Media | null> => {
    try {
      const found = await client.fetchQuery(getSearchQueryOptions({ searchString: isbn, searchType: 'Isbn' }, allAccess));
      return found.kind === 'media' ? (found.items.find((media) => media.type === 'book' && sameIsbn(media.isbn, isbn)) ?? null) : null;
    } catch {
      // The search failing is no reason to stop: the look-up and the duplicate warning still run.
      return null;
    }
  };

  const scanned = async (isbn: string) => {
    setChecking(isbn);
    setNotice(null);
    const known = await catalogued(isbn);
    if (known) return void navigate(mediaPath(known));
    let match: LookupResult | undefined;
    try {
      match = (await client.fetchQuery(getLookupQueryOptions({ type: 'book', isbn }))).results[0];
      if (!match) setNotice({ kind: 'noMatch', isbn });
    } catch {
      setNotice({ kind: 'lookupFailed', isbn });
    }
    resetLookup();
    const asBook: MediaFormValues = { ...values, type: 'book', isbn };
    if (match) pick(match, asBook);
    else update({ type: 'book', isbn });
    setChecking(null);
    setOpen(false);
  };

  return {
    open,
    /** The ISBN being checked against the catalogue and looked up, or null. */
    checking,
    notice,
    start: () => {
      setNotice(null);
      setOpen(true);
    },
    close: () => {
      setChecking(null);
      setOpen(false);
    },
    scanned: (isbn: string) => void scanned(isbn),
  };
}

export type ScanIsbn = ReturnType<typeof useScanIsbn>;
