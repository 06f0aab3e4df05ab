import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runEach } from './coalesced-notifications';
import { createQueryClient } from './query-client';

describe('query notifications', () => {
  it('are delivered together, so answers that land together render once', async () => {
    const client = createQueryClient();
    const renders: string[] = [];
    function TwoAnswers() {
      const first = useQuery({ queryKey: ['first'], queryFn: async () => 'one' });
      const second = useQuery({ queryKey: ['second'], queryFn: async () => 'two' });
      renders.push(`${first.data ?? '…'} ${second.data ?? '…'}`);
      return <p>{renders.at(-1)}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <TwoAnswers />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('one two')).toBeTruthy());
    // The loading render, then one with both answers: never one answer without the other.
    expect(renders).toEqual(['… …', 'one two']);
  });

});

describe('runEach', () => {
  it('runs every callback past one that throws, then throws the first error', () => {
    const ran: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = () =>
      runEach([
        () => ran.push('first'),
        () => {
          throw new Error('broken');
        },
        () => ran.push('third'),
        () => {
          throw new Error('broken again');
        },
      ]);
    expect(run).toThrow('broken');
    expect(ran).toEqual(['first', 'third']);
    expect(logged).toHaveBeenCalledWith(new Error('broken again'));
  });
});
