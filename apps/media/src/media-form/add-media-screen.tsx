import { InlineError, useOnline } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useSearchParams } from 'react-router-dom';
import { valuesFromQuery } from './form-values';
import { MediaForm } from './media-form';

/**
 * /addmedia, open to every signed-in user (spec section 1: users add media records, with new
 * creators, series and cover; only editing and Restricted are limited by role). A media
 * request's link prefills it: ?type=&title=&creator=.
 */
export function AddMediaScreen() {
  const t = useT('media');
  const [params] = useSearchParams();
  const query = params.toString();
  const online = useOnline();
  // A new query (another request's link) starts the form afresh. Offline the form stays (what
  // was typed is kept) and says that looking up and saving wait for the connection.
  return (
    <>
      {!online && <InlineError>{t('form.needsConnection')}</InlineError>}
      <MediaForm key={query} heading={t('form.addTitle')} initial={valuesFromQuery(params)} mediaID={null} />
    </>
  );
}
