import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { executePrepared, literal } from './pglite-prepared';

describe('PGlite prepared statements', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('write values as literals that come back as they went in', async () => {
    const tricky = ["O'Brien", "'; drop table x; --", 'back\\slash', 'tab\tand\nnewline', 'émoji 📚', '$1', ''];
    const rows = await executePrepared<{ value: string }>(db, 'echo_text', 'select $1::text as value', [tricky[0]]);
    expect(rows).toEqual([{ value: "O'Brien" }]);
    for (const text of tricky) {
      await expect(executePrepared<{ value: string }>(db, 'echo_text', 'select $1::text as value', [text])).resolves.toEqual([{ value: text }]);
    }
    await expect(executePrepared(db, 'echo_array', 'select $1::text[] as list, $2::integer[] as ids, $3::integer[] as none', [tricky, [1, -2], []])).resolves.toEqual([
      { list: tricky, ids: [1, -2], none: [] },
    ]);
    await expect(executePrepared(db, 'echo_mixed', 'select $1::boolean as flag, $2::integer as missing, $3::timestamptz as at', [true, null, new Date(0)])).resolves.toEqual([
      { flag: true, missing: null, at: '1970-01-01 00:00:00+00' },
    ]);
  });

  it('prepare a statement once when calls arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map((value) => executePrepared<{ value: number }>(db, 'echo_together', 'select $1::integer as value', [value])));
    expect(answers).toEqual([[{ value: 1 }], [{ value: 2 }], [{ value: 3 }]]);
  });

  it('refuse values that have no safe literal', () => {
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal('a\0b')).toThrow();
    expect(() => literal({ toString: () => "1'; --" })).toThrow();
  });
});
