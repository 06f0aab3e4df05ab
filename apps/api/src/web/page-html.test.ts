import { describe, expect, it } from 'vitest';
import { remoteLocationsBlock } from './page-html';

describe('the remotes’ locations in the page', () => {
  it('cannot be closed by a value that holds a closing tag', () => {
    const block = remoteLocationsBlock({ library: 'https://cdn.example/</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!)).toEqual({ library: 'https://cdn.example/</script><script>alert(1)</script>' });
  });
});
