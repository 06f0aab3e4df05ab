import { ApiError } from '@shelfmark/api-client';
import { useCreateRecommendation } from '@shelfmark/api-client/recommendations';
import { useSearchSuggestions } from '@shelfmark/api-client/search';
import { MESSAGES, type Media, type UserMedia } from '@shelfmark/contract';
import { Button, TextField } from '@shelfmark/design-system';
import { Checkbox, TextArea } from '@shelfmark/design-system/controls';
import { useSchemaForm } from '@shelfmark/design-system/form';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { SectionFailure, type SectionError } from '../run-with-error';

interface RecommendationFormProps {
  item: UserMedia;
  onDone: () => void;
}

interface RecommendationDraft {
  search: string;
  chosen: Media | null;
  note: string;
  reciprocal: boolean;
}

const EMPTY: RecommendationDraft = { search: '', chosen: null, note: '', reciprocal: false };

/** The contract's check ('No book was selected to recommend') comes with its chunk on the first save. */
const loadRecommendationSchema = () => import('../checks').then((checks) => checks.RecommendationCreateSchema);

/** Pick a book by searching, add a note, optionally recommend both ways. */
export function RecommendationForm({ item, onDone }: RecommendationFormProps) {
  const t = useT('media');
  const suggestions = useSearchSuggestions('Title');
  const recommend = useCreateRecommendation();
  const form = useSchemaForm(loadRecommendationSchema, {
    initial: EMPTY,
    input: ({ chosen, note, reciprocal }: RecommendationDraft) => ({ mediaA: item.mediaID, mediaB: chosen?.mediaID, note, reciprocal }),
  });
  const [refusal, setRefusal] = useState<SectionError | null>(null);
  const { chosen, note, reciprocal } = form.values;
  const candidates = suggestions.results.filter((media) => media.mediaID !== item.mediaID);

  const save = async ({ mediaB }: { mediaB: number }) => {
    setRefusal(null);
    if (item.recommendations.some((rec) => rec.mediaB.mediaID === mediaB)) return setRefusal({ text: MESSAGES.alreadyRecommended });
    try {
      await recommend.mutateAsync({ mediaA: item.mediaID, mediaB, note, reciprocal });
      onDone();
    } catch (failure) {
      setRefusal(failure instanceof ApiError && failure.status === 409 ? { text: MESSAGES.alreadyRecommended } : { failure });
    }
  };

  const message = refusal ?? (form.failure ? { text: MESSAGES.somethingWentWrong } : null);
  return (
    <form className="media-detail__stack" onSubmit={form.submit(save)} noValidate>
      {chosen ? (
        <p>
          {t('recommendations.selected', { title: chosen.title })}{' '}
          <Button size="sm" variant="ghost" onClick={() => form.set('chosen', null)}>
            {t('recommendations.clear')}
          </Button>
        </p>
      ) : (
        <>
          <TextField
            label={t('recommendations.search')}
            value={form.values.search}
            error={form.errors['mediaB']}
            onChange={(event) => {
              form.set('search', event.target.value);
              suggestions.update(event.target.value);
            }}
          />
          {candidates.length > 0 && (
            <ul className="media-detail__suggestions" aria-label={t('recommendations.results')}>
              {candidates.map((media) => (
                <li key={media.mediaID}>
                  <Button size="sm" variant="ghost" onClick={() => { form.set('chosen', media); setRefusal(null); }}>
                    {media.title}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <TextArea label={t('recommendations.note')} rows={3} {...form.field('note')} />
      <Checkbox label={t('recommendations.reciprocal')} checked={reciprocal} onChange={(event) => form.set('reciprocal', event.target.checked)} />
      <Button type="submit" loading={form.submitting} loadingLabel={t('recommendations.saving')}>
        {t('recommendations.save')}
      </Button>
      <SectionFailure error={message} />
    </form>
  );
}
