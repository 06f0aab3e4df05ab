import { useT } from '@shelfmark/i18n';
import { EditorsOnly } from './editors-only';
import { emptyValues } from './form-values';
import { MediaForm } from './media-form';

export function AddMediaScreen() {
  const t = useT('media');
  return (
    <EditorsOnly heading={t('form.addTitle')}>
      <MediaForm heading={t('form.addTitle')} initial={emptyValues()} mediaID={null} />
    </EditorsOnly>
  );
}
