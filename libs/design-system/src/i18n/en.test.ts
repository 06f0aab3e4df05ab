import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(one|other)$/, '')}`] : keys(value as object, `${prefix}${key}.`),
  );
}

const SRC = join(import.meta.dirname, '..');
const source = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('i18n'))
  .map((file) => readFileSync(join(SRC, file), 'utf8'))
  .join('\n');

describe('design-system messages', () => {
  it('are all used by a component, so translations carry no dead texts', () => {
    const unused = [...new Set(keys(en))].filter((key) => !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
