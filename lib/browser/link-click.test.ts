// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchPath, routerNavigation, type RouterNavigation } from './link-click';

const current = new URL('http://localhost:3000/de/help/?tab=1');

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'label';
  a.append(label);
  document.body.append(a);
  return a;
}

/** Dispatches a real click on the element and asks, as NavigationEvents does, what it requests. */
function click(target: Element, init: MouseEventInit = {}, { takenEarlier = false } = {}): RouterNavigation | null {
  let result: RouterNavigation | null = null;
  const earlier = (event: Event) => event.preventDefault();
  const listener = (event: MouseEvent) => {
    result = routerNavigation(event, current);
    // jsdom does not navigate; keep it from saying so.
    event.preventDefault();
  };
  if (takenEarlier) window.addEventListener('click', earlier, true);
  document.addEventListener('click', listener, true);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listener, true);
  window.removeEventListener('click', earlier, true);
  return result;
}

const path = (r: RouterNavigation | null) => (r ? `${r.url.pathname}${r.url.search}${r.url.hash}` : null);

afterEach(() => document.body.replaceChildren());

describe('routerNavigation', () => {
  it('takes a plain click on a link to another page of the site, from the link or its content', () => {
    const a = link({ href: '/de/legal/' });
    expect(click(a)).toEqual({ url: new URL('http://localhost:3000/de/legal/'), samePage: false });
    expect(path(click(a.firstElementChild!))).toBe('/de/legal/');
  });

  it('keeps the query and the fragment of the target', () => {
    const a = link({ href: '/de/?useCase=on-hold&template=friendly#studio' });
    expect(path(click(a))).toBe('/de/?useCase=on-hold&template=friendly#studio');
    expect(path(click(link({ href: '/de/legal/#cookies' })))).toBe('/de/legal/#cookies');
  });

  it('takes an absolute link of the same origin, and a page outside the locale tree', () => {
    expect(path(click(link({ href: 'http://localhost:3000/on-hold/' })))).toBe('/on-hold/');
    expect(path(click(link({ href: '/tools/samples/' })))).toBe('/tools/samples/');
  });

  it('marks a link to the page already shown, so the router refreshes it instead of a full reload', () => {
    expect(click(link({ href: '/de/help/?tab=1' }))?.samePage).toBe(true);
    // Another query is another page.
    expect(click(link({ href: '/de/help/?tab=2' }))?.samePage).toBe(false);
  });

  it('leaves a fragment on the current page to the browser', () => {
    expect(click(link({ href: '#faq' }))).toBeNull();
    expect(click(link({ href: '/de/help/?tab=1#faq' }))).toBeNull();
  });

  it('leaves clicks that open a new tab or window to the browser', () => {
    const a = link({ href: '/de/legal/' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(a, init), JSON.stringify(init)).toBeNull();
    }
    expect(click(link({ href: '/de/legal/', target: '_blank' }))).toBeNull();
    expect(path(click(link({ href: '/de/legal/', target: '_self' })))).toBe('/de/legal/');
  });

  it('leaves downloads, API responses, language switches and marked links to the browser', () => {
    const marked: Record<string, string>[] = [
      { href: '/de/legal/', download: '' },
      { href: '/api/orders/abc/files/greeting.wav' },
      { href: '/_next/static/media/file.woff2' },
      { href: '/el/help/', hreflang: 'el' },
      { href: '/de/legal/', 'data-full-reload': '' },
    ];
    for (const attributes of marked) {
      expect(click(link(attributes)), JSON.stringify(attributes)).toBeNull();
    }
  });

  it('leaves other origins, other schemes and anchors without a link to the browser', () => {
    for (const href of ['https://example.com/de/legal/', 'http://localhost:3001/de/legal/', 'mailto:help@example.com', 'tel:+4930123']) {
      expect(click(link({ href })), href).toBeNull();
    }
    expect(click(link({ name: 'top' }))).toBeNull();
    const button = document.createElement('button');
    document.body.append(button);
    expect(click(button)).toBeNull();
  });

  it('leaves a click another handler already took to it', () => {
    expect(click(link({ href: '/de/legal/' }), {}, { takenEarlier: true })).toBeNull();
  });
});

describe('prefetchPath', () => {
  const at = (attributes: Record<string, string>) => prefetchPath(link(attributes), current);

  it('is the path of another page of the site, without query or fragment', () => {
    expect(at({ href: '/de/legal/' })).toBe('/de/legal/');
    expect(at({ href: '/de/?useCase=on-hold#studio' })).toBe('/de/');
    expect(at({ href: 'http://localhost:3000/tools/samples/' })).toBe('/tools/samples/');
  });

  it('is null for the current page, other origins, downloads, files and API responses', () => {
    for (const attributes of [
      { href: '/de/help/' },
      { href: '#faq' },
      { href: 'https://example.com/de/legal/' },
      { href: 'mailto:help@example.com' },
      { href: '/de/legal/', download: '' },
      { href: '/api/orders/abc/files/greeting.wav' },
      { href: '/_next/static/media/file.woff2' },
    ] as Record<string, string>[]) {
      expect(at(attributes), JSON.stringify(attributes)).toBeNull();
    }
  });
});
