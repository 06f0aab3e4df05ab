import { EmptyState, linkClassName } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useCanEditMedia } from '@shelfmark/session';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A form screen's heading with a message instead of the form. */
export function FormNotice({ heading, message }: { heading: string; message: string }) {
  const t = useT('media');
  return (
    <section className="media-form">
      <h1>{heading}</h1>
      <EmptyState
        title={message}
        action={
          <Link className={linkClassName()} to="/">
            {t('form.home')}
          </Link>
        }
      />
    </section>
  );
}

/** Editing a media record is for admin and librarian; others get a message and a way home. */
export function EditorsOnly({ heading, children }: { heading: string; children: ReactNode }) {
  const t = useT('media');
  if (useCanEditMedia()) return children;
  return <FormNotice heading={heading} message={t('form.notAllowed')} />;
}
