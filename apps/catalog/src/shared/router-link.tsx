import type { RenderLink } from '@shelfmark/design-system';
import { Link } from 'react-router-dom';

/** Lets design-system cards and chips navigate with the router instead of reloading the page. */
export const renderRouterLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
