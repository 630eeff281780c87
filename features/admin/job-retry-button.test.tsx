// @vitest-environment jsdom
// The jobs screen's retry button: asks first, posts exactly one retry however fast it is clicked,
// a declined confirmation sends nothing, and a refusal is shown.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobRetryButton } from './job-retry-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('JobRetryButton', () => {
  it('confirms, then posts the job once even on a double click', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<JobRetryButton target={{ name: 'fulfil-order', id: 'j1' }} label="Retry" confirmText="Sure?" failedText="Failed:" />);
    const button = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/jobs/retry/');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'fulfil-order', id: 'j1' });
    resolve(Response.json({ outcome: 'done' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('sends nothing when declined and shows a refusal', async () => {
    const fetchMock = vi.fn(async () => Response.json({ error: { code: 'validation', message: 'Bad body.' } }, { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<JobRetryButton target={{ all: true }} label="Retry all" confirmText="Sure?" failedText="Failed:" />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry all' }));
    expect(fetchMock).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Bad body.');
  });
});
