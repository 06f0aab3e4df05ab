import { usePatchEntry } from '@shelfmark/api-client/usermedias';
import { REVIEW_LINES, type UserMedia } from '@shelfmark/contract';
import { Button, FailureNotice } from '@shelfmark/design-system';
import { TextArea } from '@shelfmark/design-system/controls';
import { Collapsible } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';

export function ReviewSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const patch = usePatchEntry();
  const [draft, setDraft] = useState<string | null>(null);

  const save = () => {
    if (draft === null) return;
    patch.mutate({ entry: item, patch: { review: draft } }, { onSuccess: () => setDraft(null) });
  };

  return (
    <section className="media-detail__section" aria-labelledby="media-review-title">
      <h2 id="media-review-title">{t('review.title')}</h2>
      {draft === null ? (
        <>
          <Collapsible text={item.review ?? ''} lines={REVIEW_LINES.collapsed} maxLines={REVIEW_LINES.max} emptyText={t('review.empty')} />
          <Button variant="secondary" size="sm" onClick={() => setDraft(item.review ?? '')}>
            {item.review ? t('review.edit') : t('review.write')}
          </Button>
        </>
      ) : (
        <div className="media-detail__stack">
          <TextArea label={t('review.label')} rows={6} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <div className="media-detail__actions">
            <Button onClick={save} loading={patch.isPending} loadingLabel={t('review.saving')}>
              {t('review.save')}
            </Button>
            <Button variant="ghost" onClick={() => setDraft(null)}>
              {t('review.cancel')}
            </Button>
          </div>
        </div>
      )}
      {patch.error && <FailureNotice error={patch.error} action="save" />}
    </section>
  );
}
