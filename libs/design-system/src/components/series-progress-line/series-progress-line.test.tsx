import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderLink } from '../../utils/render-link';
import { SeriesProgressLine } from './series-progress-line';

describe('SeriesProgressLine', () => {
  it('says how far the reader is and links the next item', () => {
    render(<SeriesProgressLine finished={3} total={7} verb="read" nextUp={{ title: 'Dune Messiah', href: '/book/2' }} />);
    expect(screen.getByText('3 of 7 read — next up:', { exact: false })).toHaveTextContent('3 of 7 read — next up: Dune Messiah');
    expect(screen.getByRole('link', { name: 'Dune Messiah' })).toHaveAttribute('href', '/book/2');
  });

  it("says 'all done' when every item is finished, and 'finished' without a verb", () => {
    render(<SeriesProgressLine finished={2} total={2} />);
    expect(screen.getByText('2 of 2 finished — all done')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("renders the link with the app's router when given one", () => {
    const routerLink: RenderLink = ({ href, className, children }) => (
      <a href={`#${href}`} className={className} data-router="yes">
        {children}
      </a>
    );
    render(<SeriesProgressLine finished={0} total={3} verb="played" nextUp={{ title: 'Portal', href: '/game/4' }} renderLink={routerLink} />);
    expect(screen.getByRole('link', { name: 'Portal' })).toHaveAttribute('data-router', 'yes');
  });
});
