import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, pageCount } from '#core/lists/list-query';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import type { ListQueryShape } from '../../lib/admin/use-list-params';

/** Search box: the search runs on Enter or the button (one request per search, not per key). */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  // Back/forward changes the URL's search: show it (React's "adjust state on prop change").
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full min-w-0 items-center gap-2 sm:w-auto"
    >
      <Label htmlFor="list-search" className="sr-only">
        {label}
      </Label>
      <Input
        id="list-search"
        type="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1 sm:w-56"
      />
      <Button type="submit" variant="outline" size="icon" aria-label="Search">
        <Search aria-hidden="true" />
      </Button>
    </form>
  );
}

export type SortOption = { sort: string; dir: 'asc' | 'desc'; label: string };

/** Every admin list reads newest first by default (the list schemas' default) or oldest first. */
export const DATE_SORTS: SortOption[] = [
  { sort: 'createdAt', dir: 'desc', label: 'Newest first' },
  { sort: 'createdAt', dir: 'asc', label: 'Oldest first' },
];

/** A text column both ways, labelled '<label>: A to Z' and '<label>: Z to A'. */
export const alphabeticalSorts = (sort: string, label: string): SortOption[] => [
  { sort, dir: 'asc', label: `${label}: A to Z` },
  { sort, dir: 'desc', label: `${label}: Z to A` },
];

/** One select for key and direction, so it fits a phone (column-header sorting would not). */
export function ListSort({
  options,
  sort,
  dir,
  onChange,
}: {
  options: SortOption[];
  sort: string;
  dir: string;
  onChange: (sort: string, dir: 'asc' | 'desc') => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Label htmlFor="list-sort" className="whitespace-nowrap">
        Sort by
      </Label>
      <NativeSelect
        id="list-sort"
        value={`${sort}.${dir}`}
        onChange={(e) => {
          const option = options.find((o) => `${o.sort}.${o.dir}` === e.target.value);
          if (option) onChange(option.sort, option.dir);
        }}
        className="w-44"
      >
        {options.map((o) => (
          <option key={`${o.sort}.${o.dir}`} value={`${o.sort}.${o.dir}`}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** How many match, which rows are shown, and previous/next (each page is a history entry). */
export function ListPager({
  total,
  page,
  pageSize,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const nf = new Intl.NumberFormat('en-US');
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p role="status" data-testid="list-count">
        {total === 0
          ? `0 ${noun}`
          : `${nf.format(first)}–${nf.format(last)} of ${nf.format(total)} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="whitespace-nowrap" data-testid="list-page">
          Page {nf.format(Math.min(page, pages))} of {nf.format(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** A "Show" select that narrows a list to one state (its value lives in the URL like the rest). */
export function ListFilter({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        Show
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-32"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type ToolbarList = {
  query: ListQueryShape;
  update: (
    changes: Record<string, string | number | undefined>,
    options?: { replace?: boolean },
  ) => void;
};

/**
 * The row above every paged admin list: search, an optional "Show" filter on one key, and sort.
 * Each control writes its key into the address bar through the list's `update`.
 */
export function ListToolbar({
  list,
  search,
  sorts,
  filter,
}: {
  list: ToolbarList;
  search: { label: string; placeholder: string };
  sorts: SortOption[];
  filter?: { id: string; key: string; options: { value: string; label: string }[] };
}) {
  const filterValue = filter ? (list.query as Record<string, unknown>)[filter.key] : undefined;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ListSearch
        value={list.query.q ?? ''}
        onSearch={(q) => list.update({ q })}
        label={search.label}
        placeholder={search.placeholder}
      />
      {filter && (
        <ListFilter
          id={filter.id}
          value={typeof filterValue === 'string' ? filterValue : ''}
          options={filter.options}
          onChange={(value) => list.update({ [filter.key]: value }, { replace: true })}
        />
      )}
      <ListSort
        options={sorts}
        sort={list.query.sort}
        dir={list.query.dir}
        onChange={(sort, dir) => list.update({ sort, dir })}
      />
    </div>
  );
}

/** The pager under a paged admin list, once its first page has come (each page a history entry). */
export function ListPagerFor({
  list,
  total,
  noun,
}: {
  list: ToolbarList;
  total: number | undefined;
  noun: string;
}) {
  if (total === undefined) return null;
  return (
    <ListPager
      total={total}
      page={list.query.page}
      pageSize={list.query.pageSize}
      noun={noun}
      onPage={(page) => list.update({ page })}
    />
  );
}
