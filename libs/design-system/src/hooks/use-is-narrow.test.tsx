import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../test/viewport';
import { useIsNarrow } from './use-is-narrow';
import { useWindowWidth } from './use-window-width';

function Probe() {
  const narrow = useIsNarrow();
  const width = useWindowWidth();
  return (
    <p>
      {narrow ? 'narrow' : 'wide'} {width}
    </p>
  );
}

describe('useIsNarrow and useWindowWidth', () => {
  it('treat 500 px as narrow and 501 px as wide, following resizes', () => {
    render(<Probe />);
    expect(screen.getByText('wide 1280')).toBeInTheDocument();
    setViewportWidth(500);
    expect(screen.getByText('narrow 500')).toBeInTheDocument();
    setViewportWidth(501);
    expect(screen.getByText('wide 501')).toBeInTheDocument();
  });

  it('fall back to the window width where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    setViewportWidth(390);
    render(<Probe />);
    expect(screen.getByText('narrow 390')).toBeInTheDocument();
    setViewportWidth(800);
    expect(screen.getByText('wide 800')).toBeInTheDocument();
  });
});

describe('on the server', () => {
  it('renders as wide with width 0', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<Probe />)).toContain('wide<!-- --> <!-- -->0');
  });
});
