import type { ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import './empty-state.css';

export interface EmptyStateProps {
  /** The message, e.g. 'This shelf is currently empty'. */
  title: string;
  /** An optional second line. */
  description?: ReactNode;
  /** An optional action, e.g. a link to add media or a 'Delete Tag' button. */
  action?: ReactNode;
  /** A decorative illustration or icon. */
  icon?: ReactNode;
  className?: string;
}

/** What an empty list shows instead of items. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx('sm-empty-state', className)}>
      {icon && (
        <div className="sm-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="sm-empty-state__title">{title}</p>
      {description && <div className="sm-empty-state__description">{description}</div>}
      {action && <div className="sm-empty-state__action">{action}</div>}
    </div>
  );
}
