import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('timeLeft', () => {
  it('says seconds in steps of five, never less than five', () => {
    expect([timeLeft(0), timeLeft(3), timeLeft(41), timeLeft(55)]).toEqual([
      { value: 5, unit: 'second' },
      { value: 5, unit: 'second' },
      { value: 45, unit: 'second' },
      { value: 55, unit: 'second' },
    ]);
  });

  it('says whole minutes, rounded up, below an hour', () => {
    expect([timeLeft(56), timeLeft(61), timeLeft(3599)]).toEqual([
      { value: 1, unit: 'minute' },
      { value: 2, unit: 'minute' },
      { value: 60, unit: 'minute' },
    ]);
  });

  it('says hours to a tenth beyond', () => {
    expect([timeLeft(3600), timeLeft(5400), timeLeft(5401)]).toEqual([
      { value: 1, unit: 'hour' },
      { value: 1.5, unit: 'hour' },
      { value: 1.6, unit: 'hour' },
    ]);
  });
});
