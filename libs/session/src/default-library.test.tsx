import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDefaultLibrary, useDefaultLibrary } from './default-library';

afterEach(() => localStorage.clear());

function Shows() {
  return <p>{useDefaultLibrary()}</p>;
}

describe('the default library', () => {
  it('is read when nothing or something unknown is stored', () => {
    expect(readDefaultLibrary()).toBe('read');
    localStorage.setItem('default_library', 'shelf');
    expect(readDefaultLibrary()).toBe('read');
  });

  it('is the library stored under default_library', () => {
    localStorage.setItem('default_library', 'TBR');
    expect(readDefaultLibrary()).toBe('TBR');
  });

  it('follows a change made in another tab', () => {
    localStorage.setItem('default_library', 'watch');
    render(<Shows />);
    expect(screen.getByText('watch')).toBeTruthy();
    act(() => {
      localStorage.setItem('default_library', 'DNF');
      window.dispatchEvent(new StorageEvent('storage', { key: 'default_library', newValue: 'DNF' }));
    });
    expect(screen.getByText('DNF')).toBeTruthy();
  });
});
