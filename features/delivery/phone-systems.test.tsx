// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { PhoneSystems } from './phone-systems';

const twilio = {
  id: 'twilio',
  fields: [
    { name: 'accountSid', secret: false, label: 'accountSid' },
    { name: 'apiKeySid', secret: false, label: 'apiKeySid' },
    { name: 'apiKeySecret', secret: true, label: 'apiKeySecret' },
  ],
};

function show(locale: 'de' | 'en' = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale={locale} messages={{ de, en }[locale]}>
        <PhoneSystems />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PhoneSystems', () => {
  it('connects Twilio with its three fields, the secret masked, and clears them once connected', async () => {
    const connections: unknown[] = [];
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          connections.push({ id: 'c1', target: 'twilio', label: 'Main line', status: 'active' });
          return Response.json({ connection: connections[0] }, { status: 201 });
        }
        return Response.json({ connections, targets: [twilio] });
      }),
    );
    show();
    expect(await screen.findByText('No phone system connected yet.')).toBeInTheDocument();
    const secret = screen.getByLabelText('API key secret');
    expect(secret).toHaveAttribute('type', 'password');
    fireEvent.change(screen.getByLabelText('Name for this connection (optional)'), {
      target: { value: 'Main line' },
    });
    fireEvent.change(screen.getByLabelText('Account SID'), { target: { value: 'AC1' } });
    fireEvent.change(screen.getByLabelText('API key SID'), { target: { value: 'SK1' } });
    fireEvent.change(secret, { target: { value: 'shh-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Main line')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        target: 'twilio',
        label: 'Main line',
        fields: { accountSid: 'AC1', apiKeySid: 'SK1', apiKeySecret: 'shh-secret' },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('API key secret')).toHaveValue(''));
    // With a connection in place the form folds away (one click to add another).
    expect(screen.getByTestId('connect-twilio')).not.toHaveAttribute('open');
  });

  it("says why the target refused, in the customer's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json(
              {
                error: { code: 'delivery-refused', message: 'x', details: { reason: 'credentials-revoked' } },
              },
              { status: 422 },
            )
          : Response.json({ connections: [], targets: [twilio] }),
      ),
    );
    show('de');
    const button = await screen.findByRole('button', { name: 'Verbinden' });
    for (const label of ['Account SID', 'API-Key-SID', 'API-Key-Secret'])
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'x' } });
    fireEvent.click(button);
    expect(await screen.findByText(de.delivery.errors['credentials-revoked'])).toBeInTheDocument();
  });

  it('marks a refused connection and disconnects it', async () => {
    let connections = [{ id: 'c1', target: 'twilio', label: 'Old key', status: 'revoked' }];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (init?.method === 'DELETE') {
          connections = [];
          return new Response(null, { status: 204 });
        }
        return Response.json({ connections, targets: [twilio] });
      }),
    );
    show();
    expect(await screen.findByTestId('connection-revoked')).toHaveTextContent('Access was refused');
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No phone system connected yet.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/delivery/connections/c1/');
  });
});
