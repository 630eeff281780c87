import { requestTimeoutMs } from '../browser/network';
import { createHttpClient, type HttpClient } from './client';

let client: HttpClient | undefined;

/**
 * The client for the browser. Its base address is runtime configuration: the server renders it
 * into <meta name="gs-api-base"> (from API_BASE_URL); without it, the site's own origin.
 */
export function apiClient(): HttpClient {
  client ??= createHttpClient({
    baseUrl: document.querySelector<HTMLMetaElement>('meta[name="gs-api-base"]')?.content || null,
    timeoutMs: () => requestTimeoutMs(navigator as Parameters<typeof requestTimeoutMs>[0]),
    isOnline: () => navigator.onLine,
  });
  return client;
}
