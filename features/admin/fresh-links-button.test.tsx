// @vitest-environment jsdom
// Fresh links as the operator gets them: asks first, posts once however fast it is clicked, then
// lists each file's link and the ZIP with their expiry; a refusal is shown instead.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshLinksButton } from './fresh-links-button';

const labels = { button: 'Fresh links', confirm: 'Sure?', validUntil: 'Valid until (UTC):', zip: 'All files (ZIP)', failed: 'Failed:' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FreshLinksButton', () => {
  it('posts once and shows the links', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<FreshLinksButton orderId="o1" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fresh links' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fresh links' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders/o1/links/', { method: 'POST' });
    const links = { files: [{ name: 'greeting.mp3', url: 'https://s.example/api/files/f1/?expires=1&sig=a' }], zip: 'https://s.example/api/orders/o1/zip/?expires=1&sig=b', expiresAt: '2026-11-02T10:00:00.000Z' };
    resolve(Response.json({ outcome: 'done', links }));
    expect(await screen.findByRole('link', { name: 'greeting.mp3' })).toHaveAttribute('href', links.files[0]!.url);
    expect(screen.getByRole('link', { name: 'All files (ZIP)' })).toHaveAttribute('href', links.zip);
    expect(screen.getByText('Valid until (UTC): 2026-11-02 10:00')).toBeInTheDocument();
  });

  it('shows a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { code: 'conflict', message: 'The order is paid.' } }, { status: 409 })));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<FreshLinksButton orderId="o1" labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fresh links' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: The order is paid.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
