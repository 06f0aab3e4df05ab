import { useT } from '@shelfmark/i18n';
import { useCanEditMedia } from '@shelfmark/session';
import { MediaRequestForm } from './media-request-form';
import { MyRequests } from './my-requests';
import { RequestQueue } from './request-queue';

export function MediaRequestPage() {
  const t = useT('account');
  const isStaff = useCanEditMedia();
  return (
    <section className="sm-page account-page">
      <h1>{t('mediaRequest.title')}</h1>
      <p className="account-page__intro">{t('mediaRequest.intro')}</p>
      <MediaRequestForm />
      <MyRequests />
      {isStaff && <RequestQueue />}
    </section>
  );
}
