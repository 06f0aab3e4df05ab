import { mediaPath, type UserMedia } from '@shelfmark/contract';
import { CloseIcon, IconButton, linkClassName, PlusIcon } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RecommendationForm } from './recommendation-form';

export function RecommendationsSection({ item }: { item: UserMedia }) {
  const t = useT('media');
  const [open, setOpen] = useState(false);
  return (
    <section className="media-detail__section" aria-labelledby="media-recs-title">
      <div className="media-detail__section-head">
        <h2 id="media-recs-title">{t('recommendations.title')}</h2>
        <IconButton aria-label={open ? t('recommendations.close') : t('recommendations.open')} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <CloseIcon /> : <PlusIcon />}
        </IconButton>
      </div>
      {open && (
        <RecommendationForm
          item={item}
          onDone={() => setOpen(false)}
        />
      )}
      {item.recommendations.length === 0 && !open && <p>{t('recommendations.none')}</p>}
      <ul className="media-detail__list">
        {item.recommendations.map((rec) => (
          <li key={rec.recommendationID}>
            <Link className={linkClassName()} to={mediaPath(rec.mediaB)}>
              {rec.mediaB.title}
            </Link>
            {rec.note && <p className="media-detail__meta">{rec.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
