import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '#core/site/page-meta';
import { storeName } from './site-config';

export type PageMetaInput = { title: string; description?: string; noindex?: boolean };

function setContent(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/** Writes a page's title, description, canonical URL and Open Graph tags into <head>. */
export function applyPageMeta(meta: PageMetaInput, path: string): void {
  // Titles are written with the default name; the shop's own name from Settings replaces it.
  const title = meta.title.replaceAll(SITE_NAME, storeName());
  document.title = title;
  const url = new URL(path, window.location.origin).href;
  setContent('meta[property="og:title"]', title);
  // A 404 arrives without these two (it is no page to point at); the next page puts them back.
  let ogUrl = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (!ogUrl) {
    ogUrl = document.createElement('meta');
    ogUrl.setAttribute('property', 'og:url');
    document.head.append(ogUrl);
  }
  ogUrl.content = url;
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  if (meta.description) {
    setContent('meta[name="description"]', meta.description);
    setContent('meta[property="og:description"]', meta.description);
  }
  let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (meta.noindex && !robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
  } else if (!meta.noindex) robots?.remove();
}

/**
 * A page's own title and description. The site layout sets defaults in a layout effect, which
 * runs before this (passive) effect, so a page that calls this always wins.
 */
export function usePageMeta(meta: PageMetaInput): void {
  const { pathname } = useLocation();
  const { title, description, noindex } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, noindex }, pathname);
  }, [title, description, noindex, pathname]);
}
