import './media-badge.css';

/** The medium in words ('Book', 'TV Show'), so two items of one title can be told apart; not colour alone. */
export function MediaBadge({ children }: { children: string }) {
  return (
    <p className="sm-media-badge-line">
      <span className="sm-media-badge">{children}</span>
    </p>
  );
}
