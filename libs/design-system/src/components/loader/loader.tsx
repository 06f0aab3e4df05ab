import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { cx } from '../../utils/class-names';
import { Spinner } from './spinner';
import './loader.css';

export interface LoaderProps {
  /** What is loading, read by screen readers; defaults to 'Loading...'. */
  label?: string;
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Centre the loader in a block with vertical room (for a whole list or page area). */
  block?: boolean;
  className?: string;
}

/** A spinner with role=status, e.g. while a shelf page is fetched. */
export function Loader({ label, showLabel = false, size = 'md', block = false, className }: LoaderProps) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const text = label ?? t('loader.loading');
  return (
    <div role="status" className={cx('sm-loader', block && 'sm-loader--block', className)}>
      <Spinner size={size} />
      <span className={showLabel ? 'sm-loader__label' : 'sm-visually-hidden'}>{text}</span>
    </div>
  );
}
