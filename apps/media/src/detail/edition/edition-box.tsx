import type { Media } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { editionRows } from './edition-rows';

export function EditionBox({ media }: { media: Media }) {
  const t = useT('media');
  return (
    <section className="media-detail__edition" aria-label={t('detail.edition')}>
      <dl>
        {editionRows(media, t).map((row) => (
          <div key={row.label} className="media-detail__edition-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
