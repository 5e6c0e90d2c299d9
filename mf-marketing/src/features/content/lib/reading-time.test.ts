import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('reading time', () => {
  it('counts words, not markup, link targets or code', () => {
    expect(countWords('## A heading\n\n- one **two** [three](/a-long/link-target)')).toBe(5);
    expect(countWords('before\n\n```\nconst skipped = 1;\n```\n\nafter')).toBe(2);
  });

  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 4)).toBe(4);
    expect(readingMinutes(WORDS_PER_MINUTE * 4 + WORDS_PER_MINUTE / 2 + 1)).toBe(5);
  });
});
