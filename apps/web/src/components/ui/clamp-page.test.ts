import { describe, expect, it } from 'vitest';
import { clampPage } from './clamp-page';

describe('clampPage', () => {
  it('keeps pages inside 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(6, 5)).toBe(5);
  });

  it('treats an empty list as page 1 of 1', () => {
    expect(clampPage(1, 0)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('survives values that are not whole numbers', () => {
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(2, Number.NaN)).toBe(1);
  });
});
