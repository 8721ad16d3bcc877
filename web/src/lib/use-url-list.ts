// The page and filters of a server-paged list, kept in the address (`?page=2&status=pending&search=ravi`)
// so that a reload, the back button or a shared link shows the same view. The search box's text is
// applied to the address (and so to the server's query) once typing pauses.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZE } from '@/config/constants';

const SEARCH_PAUSE_MS = 300;

export interface UrlList<Filters extends { [Key in keyof Filters]: string }> {
  /** The filters as the address holds them (the search as typed, before the pause). */
  filters: Filters;
  /** What the server is asked for: the filters applied, without empty ones. */
  applied: Partial<Filters>;
  page: number;
  limit: number;
  offset: number;
  setFilters(next: Filters): void;
  setPage(page: number): void;
}

/** The list the address `params` asks for, before any typing: what the screen's first request is made of. */
export function readUrlList<Filters extends { [Key in keyof Filters]: string }>(params: URLSearchParams, empty: Filters, options: { prefix?: string; pageSize?: number } = {}) {
  const prefix = options.prefix ?? '';
  const limit = options.pageSize ?? TABLE_PAGE_SIZE;
  const fromUrl: Record<string, string> = {};
  const applied: Record<string, string> = {};
  for (const name of Object.keys(empty)) {
    const value = params.get(`${prefix}${name}`) ?? '';
    fromUrl[name] = value;
    const trimmed = name === 'search' ? value.trim() : value;
    if (trimmed) applied[name] = trimmed;
  }
  const pageRaw = Number(params.get(`${prefix}page`) ?? '1');
  const page = Number.isSafeInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  return { fromUrl: fromUrl as unknown as Filters, applied: applied as Partial<Filters>, page, limit, offset: (page - 1) * limit };
}

/** `empty` names the filters of the screen (each a string, '' for none); `search` is the one typed into. */
export function useUrlList<Filters extends { [Key in keyof Filters]: string }>(empty: Filters, options: { prefix?: string; pageSize?: number } = {}): UrlList<Filters> {
  const [params, setParams] = useSearchParams();
  const prefix = options.prefix ?? '';
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  // `empty` is a constant of the screen: not a dependency.
  const pageSize = options.pageSize;
  const { fromUrl, applied, page, limit } = useMemo(() => readUrlList(params, empty, { prefix, ...(pageSize ? { pageSize } : {}) }), [params, prefix, pageSize]);

  // The search box shows what is typed at once; the address follows after a pause.
  const [typed, setTyped] = useState<string | null>(null);
  const filters = useMemo(() => ('search' in fromUrl && typed !== null ? { ...fromUrl, search: typed } : fromUrl), [fromUrl, typed]);

  const write = useCallback(
    (nextFilters: Filters, nextPage: number, replace: boolean) => {
      const next = nextFilters as unknown as Record<string, string>;
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [name, value] of Object.entries(next)) {
            if (value) out.set(key(name), value);
            else out.delete(key(name));
          }
          if (nextPage > 1) out.set(key('page'), String(nextPage));
          else out.delete(key('page'));
          return out;
        },
        { replace },
      );
    },
    [setParams, key],
  );

  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);

  const setFilters = useCallback(
    (nextFilters: Filters) => {
      const next = nextFilters as unknown as Record<string, string>;
      const shown = filters as unknown as Record<string, string>;
      const inUrl = fromUrl as unknown as Record<string, string>;
      const searchChanged = 'search' in next && next.search !== shown.search;
      const othersChanged = Object.keys(next).some((name) => name !== 'search' && next[name] !== inUrl[name]);
      if (pending.current) clearTimeout(pending.current);
      // Typing waits for a pause; clearing the box (or the filters) applies at once.
      if (searchChanged && !othersChanged && next.search !== '') {
        setTyped(next.search ?? '');
        pending.current = setTimeout(() => {
          setTyped(null);
          write(nextFilters, 1, true);
        }, SEARCH_PAUSE_MS);
        return;
      }
      setTyped(null);
      write(nextFilters, 1, false);
    },
    [filters, fromUrl, write],
  );

  const setPage = useCallback((nextPage: number) => write(fromUrl, nextPage, false), [fromUrl, write]);

  return { filters, applied, page, limit, offset: (page - 1) * limit, setFilters, setPage };
}
