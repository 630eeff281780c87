// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelNamespaces } from './client-messages';
import { loadPanelMessages, resetPanelMessages } from './load-panel-messages';

const complete = Object.fromEntries(panelNamespaces.map((ns) => [ns, { title: `${ns} title` }]));

beforeEach(() => {
  document.documentElement.lang = 'el';
  document.head.innerHTML = '<meta name="gs-panel-messages" content="abc123def456">';
  resetPanelMessages();
});
afterEach(() => vi.unstubAllGlobals());

describe('loadPanelMessages', () => {
  it("asks once for the page's language under the version the page names", async () => {
    const fetch = vi.fn(async (_url: string) => Response.json(complete));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([loadPanelMessages(), loadPanelMessages()]);
    expect(first).toEqual(complete);
    expect(second).toBe(first);
    await loadPanelMessages();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/messages/el/?v=abc123def456');
  });

  it('asks again after a failure instead of keeping it', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => Response.json(complete));
    vi.stubGlobal('fetch', fetch);
    await expect(loadPanelMessages()).rejects.toThrow();
    await expect(loadPanelMessages()).resolves.toEqual(complete);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer without every panel namespace (it would show keys, not texts)', async () => {
    const { auth: _auth, ...partial } = complete;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(partial)),
    );
    await expect(loadPanelMessages()).rejects.toThrow(/lack auth/);
  });

  it('passes an error answer on as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'not-found', message: 'No' } }, { status: 404 })),
    );
    await expect(loadPanelMessages()).rejects.toMatchObject({ status: 404 });
  });
});
