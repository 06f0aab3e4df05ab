import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first frame and renders them after it', async () => {
    render(
      <>
        <h1>In view</h1>
        <AfterFirstPaint>
          <h2>Below the fold</h2>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'In view' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Below the fold' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Below the fold' })).toBeInTheDocument();
  });
});
