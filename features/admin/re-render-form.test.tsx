// @vitest-environment jsdom
// The re-render form: asks first naming what is rendered, posts once per double click with the
// chosen file (or {} for every file), reloads on success and shows a refusal.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReRenderForm } from './re-render-form';

const labels = { label: 'Files', all: 'Every file', button: 'Re-render', confirm: 'Render again:', failed: 'Failed:' };
const files = [{ id: 'f1', name: 'greeting.mp3' }, { id: 'f2', name: 'greeting.wav' }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReRenderForm', () => {
  it('confirms the chosen file and posts it once', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ReRenderForm orderId="o1" files={files} labels={labels} />);
    fireEvent.change(screen.getByLabelText('Files'), { target: { value: 'f2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(confirm).toHaveBeenCalledWith('Render again: greeting.wav');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/orders/o1/re-render/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ fileId: 'f2' });
    resolve(Response.json({ outcome: 'done' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('sends {} for every file and shows a refusal', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ error: { code: 'conflict', message: 'The render failed: engine down' } }, { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<ReRenderForm orderId="o1" files={files} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: The render failed: engine down');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({});
  });
});
