// Local stand-ins for the four cloud TTS providers, each speaking its documented wire protocol:
// Azure AI Speech REST (voices/list, v1 with SSML), Google Cloud TTS REST (v1/voices,
// v1/text:synthesize), Amazon Polly REST-JSON (GET /v1/voices, POST /v1/speech; SigV4-signed),
// ElevenLabs (v1/voices, v1/text-to-speech/{id}). Each checks what arrives — key headers, content
// types, output formats, that SSML parses as XML and names a known voice — refuses what a real
// service would (400/401/403), records it, and answers real 16-bit PCM (a voiced tone whose
// length follows the text). Failures can be queued to test retries, timeouts and breakers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttp2Server, type Http2Session } from 'node:http2';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../../lib/audio/encode/wav';
import { floatToLe16 } from '../../lib/audio/encode/pcm';

export type Protocol = 'azure' | 'google' | 'polly' | 'elevenlabs';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** The SSML document as parsed (Azure, Google, Polly synthesis). */
  ssml?: Document;
  /** The spoken text as the provider sees it (SSML text content or ElevenLabs' plain text). */
  text?: string;
  voice?: string;
}

export interface Failure {
  status: number;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Never answer (to test the time limit). */
  hang?: boolean;
}

export interface ProviderStandIn {
  url: string;
  key: string;
  /** Synthesis requests only (not voice lists), in arrival order. */
  syntheses: Received[];
  all: Received[];
  /** Answer the next synthesis requests with these failures, one each. */
  fail: (...failures: Failure[]) => void;
  /** Voices the list endpoint reports (default: everything asked for is known). */
  offered: Set<string> | null;
  close: () => Promise<void>;
}

// jsdom (a dev dependency, without type declarations) brings a strict XML parser.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const parser = new new JSDOM('').window.DOMParser();

/** Parse XML strictly; null when it is not well-formed. */
export function parseXml(text: string): Document | null {
  const doc = parser.parseFromString(text, 'application/xml');
  return doc.getElementsByTagName('parsererror').length > 0 ? null : doc;
}

/** A voiced tone, 40 ms per character (at least 0.3 s): audible speech-like PCM. */
export function speechLike(text: string, sampleRate: number): Float32Array {
  const samples = new Float32Array(Math.round(Math.max(0.3, text.length * 0.04) * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    samples[i] = 0.3 * Math.sin(2 * Math.PI * 180 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t));
  }
  return samples;
}

function pcm16(samples: Float32Array): Buffer {
  const bytes = Buffer.alloc(samples.length * 2);
  floatToLe16(samples, bytes, 0, { dither: false });
  return bytes;
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, headers = {}): void {
  res.writeHead(status, { 'Content-Type': type, ...headers }).end(body);
}
const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, JSON.stringify(value), 'application/json');

export async function startProviderStandIn(
  protocol: Protocol,
  key = `test-${protocol}-key`,
): Promise<ProviderStandIn> {
  const syntheses: Received[] = [];
  const all: Received[] = [];
  const failures: Failure[] = [];
  const hanging = new Set<ServerResponse>();
  const standIn: ProviderStandIn = {
    url: '',
    key,
    syntheses,
    all,
    fail: (...f) => failures.push(...f),
    offered: null,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        for (const session of sessions) session.destroy();
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const handlers = { azure, google, polly, elevenlabs }[protocol];

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const received: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      all.push(received);
      const synthesis = handlers.isSynthesis(received);
      if (synthesis) syntheses.push(received);
      const failure = synthesis ? failures.shift() : undefined;
      if (failure?.hang) {
        hanging.add(res);
        return;
      }
      if (failure)
        return send(
          res,
          failure.status,
          `{"error":"injected ${failure.status}"}`,
          'application/json',
          failure.headers,
        );
      handlers.handle(received, res, standIn);
    });
  };
  // The Polly client speaks HTTP/2 (cleartext here, TLS at AWS); the others HTTP/1.1.
  const sessions = new Set<Http2Session>();
  const server =
    protocol === 'polly'
      ? createHttp2Server((req, res) =>
          onRequest(req as unknown as IncomingMessage, res as unknown as ServerResponse),
        )
      : createServer(onRequest);
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

interface Handlers {
  isSynthesis(r: Received): boolean;
  handle(r: Received, res: ServerResponse, s: ProviderStandIn): void;
}

const known = (s: ProviderStandIn, voice: string) => s.offered === null || s.offered.has(voice);

/** Check an SSML body as a provider does; the error text, or null when it is fine. */
function readSsml(r: Received, ssml: string, s: ProviderStandIn, voiceFromDoc: boolean): string | null {
  const doc = parseXml(ssml);
  if (!doc) return 'SSML is not well-formed XML';
  const speak = doc.documentElement;
  if (speak.localName !== 'speak' || speak.namespaceURI !== 'http://www.w3.org/2001/10/synthesis')
    return 'root must be <speak> in the SSML namespace';
  if (!speak.getAttribute('xml:lang')) return 'xml:lang missing';
  r.ssml = doc;
  r.text = speak.textContent ?? '';
  if (voiceFromDoc) {
    const voice = doc.getElementsByTagName('voice')[0]?.getAttribute('name');
    if (!voice || !known(s, voice)) return `unknown voice ${voice}`;
    r.voice = voice;
  }
  return null;
}

const azure: Handlers = {
  isSynthesis: (r) => r.method === 'POST' && r.path === '/cognitiveservices/v1',
  handle(r, res, s) {
    if (r.headers['ocp-apim-subscription-key'] !== s.key)
      return send(res, 401, 'Access denied', 'text/plain');
    if (r.method === 'GET' && r.path === '/cognitiveservices/voices/list') {
      const names = [...(s.offered ?? [])];
      return json(
        res,
        200,
        names.map((ShortName) => ({ ShortName, Locale: ShortName.slice(0, 5), VoiceType: 'Neural' })),
      );
    }
    if (!this.isSynthesis(r)) return send(res, 404, 'not found', 'text/plain');
    if (r.headers['content-type'] !== 'application/ssml+xml')
      return send(res, 415, 'content type', 'text/plain');
    if (r.headers['x-microsoft-outputformat'] !== 'riff-24khz-16bit-mono-pcm')
      return send(res, 400, 'output format', 'text/plain');
    if (!r.headers['user-agent']) return send(res, 400, 'User-Agent required', 'text/plain');
    const problem = readSsml(r, r.body, s, true);
    if (problem) return send(res, 400, problem, 'text/plain');
    send(
      res,
      200,
      Buffer.from(encodeWav(speechLike(r.text!, 24_000), 24_000, 'pcm16', { dither: false })),
      'audio/x-wav',
    );
  },
};

const google: Handlers = {
  isSynthesis: (r) => r.method === 'POST' && r.path === '/v1/text:synthesize',
  handle(r, res, s) {
    if (r.headers['x-goog-api-key'] !== s.key)
      return json(res, 403, {
        error: { code: 403, status: 'PERMISSION_DENIED', message: 'API key not valid' },
      });
    if (r.method === 'GET' && r.path === '/v1/voices') {
      return json(res, 200, {
        voices: [...(s.offered ?? [])].map((name) => ({ name, languageCodes: [name.slice(0, 5)] })),
      });
    }
    if (!this.isSynthesis(r)) return json(res, 404, { error: { code: 404 } });
    const body = JSON.parse(r.body) as {
      input?: { ssml?: string };
      voice?: { languageCode?: string; name?: string };
      audioConfig?: { audioEncoding?: string; sampleRateHertz?: number };
    };
    if (body.audioConfig?.audioEncoding !== 'LINEAR16')
      return json(res, 400, { error: { message: 'encoding' } });
    const voice = body.voice?.name ?? '';
    if (!known(s, voice) || !voice.startsWith(body.voice?.languageCode ?? '?'))
      return json(res, 400, { error: { message: `voice ${voice}` } });
    r.voice = voice;
    const problem = readSsml(r, body.input?.ssml ?? '', s, false);
    if (problem) return json(res, 400, { error: { message: problem } });
    const rate = body.audioConfig.sampleRateHertz ?? 24_000;
    // LINEAR16 answers carry a WAV header, as Google documents.
    const wav = encodeWav(speechLike(r.text!, rate), rate, 'pcm16', { dither: false });
    json(res, 200, { audioContent: Buffer.from(wav).toString('base64') });
  },
};

const polly: Handlers = {
  isSynthesis: (r) => r.method === 'POST' && r.path === '/v1/speech',
  handle(r, res, s) {
    // The SDK signs every request with SigV4 for the polly service (the S3 stand-in verifies the
    // full signature; here the credential scope is what tells a wrong configuration apart).
    const auth = String(r.headers.authorization ?? '');
    if (
      !new RegExp(`^AWS4-HMAC-SHA256 Credential=${s.key}/\\d{8}/[a-z0-9-]+/polly/aws4_request, `).test(auth)
    )
      return send(
        res,
        403,
        JSON.stringify({ message: 'The security token included in the request is invalid.' }),
        'application/json',
        { 'x-amzn-ErrorType': 'UnrecognizedClientException' },
      );
    if (r.method === 'GET' && r.path === '/v1/voices') {
      if (r.query.get('Engine') !== 'neural') return json(res, 400, { message: 'Engine' });
      return json(res, 200, {
        Voices: [...(s.offered ?? [])].map((Id) => ({ Id, SupportedEngines: ['neural'] })),
      });
    }
    if (!this.isSynthesis(r)) return json(res, 404, { message: 'not found' });
    const body = JSON.parse(r.body) as Record<string, string>;
    if (
      body.Engine !== 'neural' ||
      body.OutputFormat !== 'pcm' ||
      body.SampleRate !== '16000' ||
      body.TextType !== 'ssml'
    )
      return send(res, 400, JSON.stringify({ message: 'bad parameters' }), 'application/json', {
        'x-amzn-ErrorType': 'InvalidSampleRateException',
      });
    if (!body.VoiceId || !known(s, body.VoiceId))
      return send(res, 400, JSON.stringify({ message: 'voice' }), 'application/json', {
        'x-amzn-ErrorType': 'InvalidParameterValueException',
      });
    r.voice = body.VoiceId;
    const problem = readSsml(r, body.Text ?? '', s, false);
    if (problem)
      return send(res, 400, JSON.stringify({ message: problem }), 'application/json', {
        'x-amzn-ErrorType': 'InvalidSsmlException',
      });
    send(res, 200, pcm16(speechLike(r.text!, 16_000)), 'audio/pcm', {
      'x-amzn-RequestCharacters': String(r.text!.length),
    });
  },
};

const elevenlabs: Handlers = {
  isSynthesis: (r) => r.method === 'POST' && r.path.startsWith('/v1/text-to-speech/'),
  handle(r, res, s) {
    if (r.headers['xi-api-key'] !== s.key) return json(res, 401, { detail: { status: 'invalid_api_key' } });
    if (r.method === 'GET' && r.path === '/v1/voices') {
      return json(res, 200, {
        voices: [...(s.offered ?? [])].map((voice_id) => ({ voice_id, name: voice_id })),
      });
    }
    if (!this.isSynthesis(r)) return json(res, 404, { detail: 'not found' });
    if (r.query.get('output_format') !== 'pcm_24000') return json(res, 400, { detail: 'output_format' });
    const voice = decodeURIComponent(r.path.slice('/v1/text-to-speech/'.length));
    if (!known(s, voice)) return json(res, 404, { detail: { status: 'voice_not_found' } });
    const body = JSON.parse(r.body) as { text?: string; model_id?: string };
    if (body.model_id !== 'eleven_multilingual_v2' || !body.text)
      return json(res, 422, { detail: 'model or text' });
    r.voice = voice;
    r.text = body.text;
    send(res, 200, pcm16(speechLike(body.text, 24_000)), 'audio/pcm');
  },
};
