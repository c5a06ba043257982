import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashClassList } from '#core/site/class-merges';

/** A fresh `cn` in a page that carries `table` (decision 146), or none. */
async function cnInPage(table: Record<string, number[]> | null) {
  vi.resetModules();
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) =>
      id === 'class-merges' && table ? { textContent: JSON.stringify(table) } : null,
  };
  return (await import('./cn')).cn;
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('cn', () => {
  it('merges with tailwind-merge when the page carries no table', async () => {
    const cn = await cnInPage(null);
    expect(cn('p-2', false, 'p-3')).toBe('p-3');
  });

  it("takes a list the server merged from the page's table, without merging it again", async () => {
    // A table entry that differs from tailwind-merge's answer, so only the table can give it.
    const cn = await cnInPage({ [hashClassList('p-2 p-3 m-1')]: [2] });
    expect(cn('p-2', 'p-3', 'm-1')).toBe('p-2 p-3');
    // A list the table does not know is merged here.
    expect(cn('p-2', 'p-4')).toBe('p-4');
  });
});

describe('cn on the server', () => {
  it("records each list's merge for the pages it renders", async () => {
    vi.resetModules();
    const { cn } = await import('./cn');
    const { recordedClassMerges } = await import('./class-merge-table');
    expect(cn('size-8 shrink-0', 'size-7')).toBe('shrink-0 size-7');
    expect(cn('flex gap-2')).toBe('flex gap-2');
    expect(JSON.parse(recordedClassMerges())).toEqual({
      [hashClassList('size-8 shrink-0 size-7')]: [0],
      [hashClassList('flex gap-2')]: [],
    });
  });
});
