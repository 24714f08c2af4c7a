import { describe, expect, it } from 'vitest';
import { channelFromFragment } from '../../../src/domain/channel';

describe("channelFromFragment ('&s=N': 1..8 kept, else 9)", () => {
  it('keeps 1 to 8', () => {
    for (let n = 1; n <= 8; n++) expect(channelFromFragment(`&s=${n}`)).toBe(n);
    expect(channelFromFragment('/checkzip/27601/abc&s=3')).toBe(3);
    expect(channelFromFragment('#zip&s=7&x=1')).toBe(7);
    expect(channelFromFragment('&s=05')).toBe(5);
  });
  it('gives 9 for anything else', () => {
    for (const t of ['', '&s=', '&s=0', '&s=9', '&s=10', '&s=-1', '&s=2.5', '&s=3abc', '&s=abc', 's=3', '?s=3', '&S=3'])
      expect(channelFromFragment(t)).toBe(9);
  });
});
