import { MediaSchema } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { useLocation } from 'react-router-dom';
import { EditorsOnly, FormNotice } from './editors-only';
import { valuesFromMedia } from './form-values';
import { MediaForm } from './media-form';

/** /editmedia receives the item through navigation state (the detail page's edit link). */
export function EditMediaScreen() {
  const t = useT('media');
  const state: unknown = useLocation().state;
  const parsed = MediaSchema.safeParse((state as { media?: unknown } | null)?.media);
  return (
    <EditorsOnly heading={t('form.editFallback')}>
      {parsed.success ? (
        <MediaForm heading={t('form.editTitle', { title: parsed.data.title })} initial={valuesFromMedia(parsed.data)} mediaID={parsed.data.mediaID} />
      ) : (
        <FormNotice heading={t('form.editFallback')} message={t('form.noItem')} />
      )}
    </EditorsOnly>
  );
}
