import { describe, expect, it } from 'vitest';
import { cleanStoredText, isUnstorableText, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE, withoutStrayControls } from './stored-text';

const unstorable = { ok: false, message: UNSTORABLE_TEXT_MESSAGE };

describe('stored text', () => {
  it.each(['a\0b', '\0', 'x\ud800', '\udc00y', 'a\ud83d'])('refuses %j', (text) => {
    expect(isUnstorableText(text)).toBe(true);
    expect(cleanStoredText({ body: [text] })).toEqual(unstorable);
  });

  it.each(['plain', '👩‍👩‍👧‍👦 emoji pairs', 'line one\nline two\r\n\tindented', '', '\ufffd\uffff'])('keeps %j', (text) => {
    expect(isUnstorableText(text)).toBe(false);
    expect(cleanStoredText(text)).toEqual({ ok: true, value: text });
  });

  it('drops the invisible controls but keeps tab, line feed and carriage return', () => {
    expect(withoutStrayControls('a\x01\x08\x0b\x0c\x1b\x1f\x7fb\t\n\r')).toBe('ab\t\n\r');
  });

  it('cleans strings at any depth, keys included, and leaves untouched values as they were', () => {
    const untouched = { title: 'ok', page: 3, list: [true, null] };
    const cleaned = cleanStoredText(untouched);
    expect(cleaned.ok && cleaned.value).toBe(untouched);
    expect(cleanStoredText({ 'ke\x07y': { body: ['a\x1bb', 2] } })).toEqual({ ok: true, value: { key: { body: ['ab', 2] } } });
    expect(cleanStoredText({ nested: { deeper: { key: 'x\0' } } })).toEqual(unstorable);
    expect(cleanStoredText({ ['a\0']: 1 })).toEqual(unstorable);
  });

  it('refuses a value nested deeper than any request needs, without walking it', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(cleanStoredText(deep)).toEqual({ ok: false, message: TOO_DEEP_MESSAGE });
    expect(cleanStoredText({ a: [[{ b: [['fine']] }]] }).ok).toBe(true);
  });
});
