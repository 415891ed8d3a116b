import { describe, expect, it } from 'vitest';
import { pageWindow, paginate, paginateCounted } from './pagination.ts';

describe('pageWindow', () => {
  it('computes offset and total pages', () => {
    expect(pageWindow({ page: 3, limit: 10 }, 25)).toEqual({
      currentPage: 3,
      totalPages: 3,
      limit: 10,
      offset: 20,
    });
  });

  it('clamps pages to 1..totalPages', () => {
    expect(pageWindow({ page: 9, limit: 10 }, 25).currentPage).toBe(3);
    expect(pageWindow({ page: 0, limit: 10 }, 25).currentPage).toBe(1);
  });

  it('gives an empty list one page', () => {
    expect(pageWindow({ page: 4, limit: 10 }, 0)).toEqual({
      currentPage: 1,
      totalPages: 1,
      limit: 10,
      offset: 0,
    });
  });
});

describe('paginate', () => {
  it('answers the SPEC shape and reads the clamped window', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    const result = await paginate(
      { page: 5, limit: 10 },
      async () => rows.length,
      async ({ offset, limit }) => rows.slice(offset, offset + limit),
    );
    expect(result).toEqual({ data: [21, 22, 23], totalPages: 3, currentPage: 3, totalItems: 23 });
  });

  it('does not read when there is nothing', async () => {
    let reads = 0;
    const result = await paginate(
      { page: 1, limit: 10 },
      async () => 0,
      async () => {
        reads++;
        return [];
      },
    );
    expect(result).toEqual({ data: [], totalPages: 1, currentPage: 1, totalItems: 0 });
    expect(reads).toBe(0);
  });
});

describe('paginateCounted', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);
  const read = async ({ offset, limit }: { offset: number; limit: number }) => ({
    rows: rows.slice(offset, offset + limit),
    total: offset < rows.length ? rows.length : 0,
  });

  it('reads page and total in one call when the page exists', async () => {
    let counts = 0;
    const result = await paginateCounted({ page: 2, limit: 10 }, read, async () => {
      counts++;
      return rows.length;
    });
    expect(result).toEqual({ data: rows.slice(10, 20), totalPages: 3, currentPage: 2, totalItems: 23 });
    expect(counts).toBe(0);
  });

  it('counts and falls back to the last page past the end', async () => {
    const result = await paginateCounted({ page: 9, limit: 10 }, read, async () => rows.length);
    expect(result).toEqual({ data: [21, 22, 23], totalPages: 3, currentPage: 3, totalItems: 23 });
  });
});
