import { ApiError } from '@shelfmark/api-client';
import { useCreateRecommendation } from '@shelfmark/api-client/recommendations';
import { useSearchSuggestions } from '@shelfmark/api-client/search';
import { MESSAGES, type Media, type UserMedia } from '@shelfmark/contract';
import { Button, Checkbox, InlineError, TextArea, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState, type FormEvent } from 'react';

interface RecommendationFormProps {
  item: UserMedia;
  onDone: () => void;
}

/** Pick a book by searching, add a note, optionally recommend both ways. */
export function RecommendationForm({ item, onDone }: RecommendationFormProps) {
  const t = useT('media');
  const suggestions = useSearchSuggestions('Title');
  const recommend = useCreateRecommendation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Media | null>(null);
  const [note, setNote] = useState('');
  const [reciprocal, setReciprocal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const candidates = suggestions.results.filter((media) => media.mediaID !== item.mediaID);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(MESSAGES.noBookSelected);
    if (item.recommendations.some((rec) => rec.mediaB.mediaID === chosen.mediaID)) return setError(MESSAGES.alreadyRecommended);
    setSaving(true);
    try {
      await recommend.mutateAsync({ mediaA: item.mediaID, mediaB: chosen.mediaID, note, reciprocal });
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 409 ? MESSAGES.alreadyRecommended : (failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="media-detail__stack" onSubmit={(event) => void submit(event)} noValidate>
      {chosen ? (
        <p>
          {t('recommendations.selected', { title: chosen.title })}{' '}
          <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
            {t('recommendations.clear')}
          </Button>
        </p>
      ) : (
        <>
          <TextField
            label={t('recommendations.search')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              suggestions.update(event.target.value);
            }}
          />
          {candidates.length > 0 && (
            <ul className="media-detail__suggestions" aria-label={t('recommendations.results')}>
              {candidates.map((media) => (
                <li key={media.mediaID}>
                  <Button size="sm" variant="ghost" onClick={() => { setChosen(media); setError(null); }}>
                    {media.title}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <TextArea label={t('recommendations.note')} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      <Checkbox label={t('recommendations.reciprocal')} checked={reciprocal} onChange={(event) => setReciprocal(event.target.checked)} />
      <Button type="submit" loading={saving} loadingLabel={t('recommendations.saving')}>
        {t('recommendations.save')}
      </Button>
      {error && <InlineError>{error}</InlineError>}
    </form>
  );
}
