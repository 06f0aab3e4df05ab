import type { ReactElement, ReactNode } from 'react';

export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
}

/**
 * Renders a link, so an app can pass its router's Link (`(props) => <Link to={props.href} {...props} />`)
 * while the design system stays router-free. Plain <a> by default.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export const renderAnchor: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
