import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it('keeps reset tokens out of the log', () => {
    expect(redactUrl('/api/v1/users/passwordreset/Abc-123_x')).toBe('/api/v1/users/passwordreset/[token]');
    expect(redactUrl('/passwordreset/Abc?x=1')).toBe('/passwordreset/[token]?x=1');
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/api/v1/users/passwordreset')).toBe('/api/v1/users/passwordreset');
    expect(redactUrl('/api/v1/medias/12')).toBe('/api/v1/medias/12');
  });
});
