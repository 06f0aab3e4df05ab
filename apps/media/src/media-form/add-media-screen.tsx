import { useT } from '@shelfmark/i18n';
import { useSearchParams } from 'react-router-dom';
import { EditorsOnly } from './editors-only';
import { valuesFromQuery } from './form-values';
import { MediaForm } from './media-form';

/** /addmedia, optionally started from a media request: ?type=&title=&creator= prefill the form. */
export function AddMediaScreen() {
  const t = useT('media');
  const [params] = useSearchParams();
  const query = params.toString();
  return (
    <EditorsOnly heading={t('form.addTitle')}>
      {/* A new query (another request's link) starts the form afresh. */}
      <MediaForm key={query} heading={t('form.addTitle')} initial={valuesFromQuery(params)} mediaID={null} />
    </EditorsOnly>
  );
}
