import { describe, expect, it } from 'vitest';
import { escapeLike } from './search.ts';

describe('escapeLike', () => {
  it('escapes wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
