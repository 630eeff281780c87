'use client';

import type { TtsRequest } from '@/lib/tts/api-schema';

/** POST /api/tts/ → the spoken text as a WAV blob (the server caches identical requests). */
export async function synthesizeExample(request: TtsRequest, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch('/api/tts/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw new Error(`tts: HTTP ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('audio/') || blob.size === 0) throw new Error('tts: not audio');
  return blob;
}
