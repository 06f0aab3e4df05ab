import { useT } from '@shelfmark/i18n';

const CARD_LINES = ['sk-t', 'sk-c', 'sk-p', 'sk-l', 'sk-f', 'sk-b'];

function CardSkeleton() {
  return (
    <div className="sk-card">
      <i />
      <div>
        {CARD_LINES.map((line) => (
          <i key={line} className={line} />
        ))}
      </div>
    </div>
  );
}

function TileSkeleton() {
  return (
    <div className="sk-tile">
      <i />
      <i className="sk-t" />
      <i className="sk-c" />
    </div>
  );
}

/**
 * Home until its shelves have answered: the same boxes the page's HTML draws before any script
 * runs (apps/shell/src/index.html, whose stylesheet styles these classes), so the page goes
 * from skeleton to screen in one step.
 */
export function HomeSkeleton() {
  const t = useT('library');
  return (
    <div className="sk" role="status">
      <span className="sk-sr">{t('shelf.loading')}</span>
      <div className="sk-home sk-shown" aria-hidden="true">
        <div className="sk-section">
          <i className="sk-h2" />
          <div className="sk-current">
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </div>
        </div>
        <div className="sk-section">
          <div className="sk-pills">
            <i />
          </div>
          <div className="sk-grid">
            {Array.from({ length: 9 }, (_, index) => (
              <TileSkeleton key={index} />
            ))}
          </div>
          <i className="sk-more" />
        </div>
        <div className="sk-section">
          <i className="sk-h2" />
        </div>
      </div>
    </div>
  );
}
