import { fetchLookupCover, getLookupQueryOptions, matchCreatorNames, useLookupMatches } from '@shelfmark/api-client/lookup';
import { lookupQueryFor, type LookupResult, type LookupService } from '@shelfmark/contract';
import { useIsAdmin } from '@shelfmark/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MediaFormValues } from '../form-values';
import { asJpegFile } from './as-jpeg-file';
import { episodesFromMatch, fillFromMatch } from './fill-from-match';

export type LookupField = 'title' | 'isbn';
export type CoverFetch = 'idle' | 'fetching' | 'failed';
/** A show's episodes and an album's songs come with one more look-up, of the chosen match by its id. */
export type EpisodesFetch = CoverFetch;

interface FormLookupOptions {
  values: MediaFormValues;
  update: (patch: Partial<MediaFormValues>) => void;
  replace: (values: MediaFormValues) => void;
  /** False in the edit form: the look-up only helps to add. */
  enabled: boolean;
}

/**
 * Add Media's look-up: typing in Title (or a whole ISBN) asks the server for matches; picking
 * one fills the form at once, then its creators (matched to the catalogue's) and its cover
 * (through the server's proxy, as a .jpg). The fill can be undone. With the look-up unreachable
 * or unconfigured nothing else changes: the form is the form.
 */
export function useFormLookup({ values, update, replace, enabled }: FormLookupOptions) {
  const client = useQueryClient();
  const allAccess = useIsAdmin();
  const lookup = useLookupMatches();
  const [field, setField] = useState<LookupField | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [filled, setFilled] = useState<{ service: LookupService; before: MediaFormValues } | null>(null);
  const [matchingCreators, setMatchingCreators] = useState(false);
  const [cover, setCover] = useState<CoverFetch>('idle');
  const [episodes, setEpisodes] = useState<EpisodesFetch>('idle');
  // Each pick (and undo) supersedes the answers still on their way for an earlier one.
  const pickToken = useRef(0);

  const typed = (which: LookupField, text: string) => {
    if (!enabled || !values.type) return;
    const query = lookupQueryFor(values.type, which, text);
    if (query === null && which !== field) return;
    setField(which);
    setDismissed(false);
    lookup.ask(query);
  };

  // A media request's link prefills the title: its matches are asked for at once.
  const askOnMount = useRef(() => typed('title', values.title));
  useEffect(() => askOnMount.current(), []);

  const pick = async (match: LookupResult, from: MediaFormValues) => {
    const token = ++pickToken.current;
    const current = (next: () => void) => token === pickToken.current && next();
    setFilled({ service: match.service, before: from });
    lookup.ask(null);
    setField(null);
    const keepsOwnCover = from.cover !== null && from.coverFrom === null;
    const filledValues = fillFromMatch(from, match);
    replace({ ...filledValues, ...(keepsOwnCover ? {} : { cover: null, coverFrom: null }) });

    if ((from.type === 'tvshow' || from.type === 'album') && !match.submedia) void fetchEpisodes(match, filledValues, current);
    if (match.creators.length > 0) {
      setMatchingCreators(true);
      const creators = await matchCreatorNames(client, match.creators, allAccess);
      current(() => {
        update({ creators, creatorText: '' });
        setMatchingCreators(false);
      });
    }
    if (match.coverUrl && !keepsOwnCover) {
      setCover('fetching');
      try {
        const file = await asJpegFile(await fetchLookupCover(match.coverUrl));
        current(() => {
          update({ cover: file, coverFrom: match.service });
          setCover('idle');
        });
      } catch {
        current(() => setCover('failed'));
      }
    }
  };

  const fetchEpisodes = async (match: LookupResult, filledValues: MediaFormValues, current: (next: () => void) => void) => {
    setEpisodes('fetching');
    try {
      const answer = await client.fetchQuery(getLookupQueryOptions({ type: match.type, id: match.serviceId }));
      const whole = answer.results[0];
      current(() => {
        if (whole?.submedia) update({ episodes: episodesFromMatch(filledValues, whole), externalIds: { ...filledValues.externalIds, ...whole.externalIds } });
        setEpisodes(whole?.submedia ? 'idle' : 'failed');
      });
    } catch {
      current(() => setEpisodes('failed'));
    }
  };

  const undo = () => {
    if (!filled) return;
    pickToken.current++;
    replace(filled.before);
    setFilled(null);
    setMatchingCreators(false);
    setCover('idle');
    setEpisodes('idle');
  };

  return {
    /** The field whose matches show, or null. */
    field: dismissed ? null : field,
    matches: lookup,
    typed,
    /** Another type was chosen: its service is another, the matches go. */
    reset: () => {
      lookup.ask(null);
      setField(null);
    },
    dismiss: () => setDismissed(true),
    /** Fills the form from a match; `from`, the values it fills, when they are not yet rendered (a scan sets the type and ISBN with it). */
    pick: (match: LookupResult, from: MediaFormValues = values) => void pick(match, from),
    filled: filled && { service: filled.service, undo },
    cover,
    episodes,
    /** Creators, the cover or the episodes of a pick are still on their way: saving waits. */
    filling: matchingCreators || cover === 'fetching' || episodes === 'fetching',
  };
}

export type FormLookup = ReturnType<typeof useFormLookup>;
