// The Content-Security-Policy of every page: our own origin plus exactly the third parties the
// product uses (payments, tag manager, Firebase Auth, bot check), each only in the directives that
// provider documents. Pure: the proxy supplies the nonce, the static-page hashes and the config.

export type BotCheckProviderId = 'turnstile' | 'recaptcha';

export interface CspOptions {
  /** Fresh per request; Next.js adds it to every script it renders dynamically. */
  nonce: string;
  /** 'sha256-…' sources of the inline scripts of a prerendered (static) page. */
  scriptHashes?: readonly string[];
  /** Firebase Auth domain (`<project>.firebaseapp.com` or a custom one) for the popup iframe. */
  firebaseAuthDomain: string;
  /** host:port of the Firebase Auth emulator; only then may the browser reach local ports. */
  authEmulatorHost?: string | null;
  botCheck?: BotCheckProviderId | null;
  /** React's development build evaluates code for its error overlay; never in production. */
  development?: boolean;
  /** Ask browsers to load http: sub-resources over https (only when the site itself is https). */
  upgradeInsecureRequests?: boolean;
}

const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

const paypal = {
  script: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://www.paypal.com', 'https://*.paypal.com'],
  connect: ['https://www.paypal.com', 'https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** The container script and its no-script pixel; tags inside the container are not allowed. */
const tagManager = 'https://www.googletagmanager.com';

const firebase = {
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  /** Google sign-in loads gapi for the popup flow. */
  script: ['https://apis.google.com'],
  frame: ['https://accounts.google.com'],
};

const botChecks: Record<BotCheckProviderId, { script: string[]; frame: string[]; connect: string[] }> = {
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
  },
};

export function contentSecurityPolicy(options: CspOptions): string {
  const bot = options.botCheck ? botChecks[options.botCheck] : null;
  const emulator = options.authEmulatorHost ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${options.nonce}'`,
      ...(options.scriptHashes ?? []),
      // The Opus decoder and the MP3 encoder compile WebAssembly from bytes in the browser.
      "'wasm-unsafe-eval'",
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...stripe.script,
      ...paypal.script,
      tagManager,
      ...firebase.script,
      ...(bot?.script ?? []),
    ],
    // Inline style attributes (React `style`, the payment SDKs' injected styles) cannot carry a
    // nonce; styles cannot run code, so 'unsafe-inline' is accepted here and only here.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tagManager, ...stripe.img, ...paypal.img],
    'font-src': ["'self'"],
    // Previews are played from Blob URLs made from the rendered audio.
    'media-src': ["'self'", 'blob:', 'data:'],
    // The Opus decoder runs in workers created from Blob URLs.
    'worker-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...stripe.connect,
      ...paypal.connect,
      tagManager,
      ...firebase.connect,
      ...emulator,
      ...(bot?.connect ?? []),
    ],
    'frame-src': [
      ...stripe.frame,
      ...paypal.frame,
      `https://${options.firebaseAuthDomain}`,
      ...firebase.frame,
      // The emulator serves the auth helper iframe of the popup flow itself.
      ...emulator,
      ...(bot?.frame ?? []),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  if (options.upgradeInsecureRequests) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** Responses that are not documents (JSON, audio, files): nothing may run or be framed. */
export const apiContentSecurityPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A fresh, unguessable nonce (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The nonce in a request's policy (the proxy puts it there): pages rendered per request give it to
 * inline scripts of their own, as Next.js does to its scripts.
 */
export function nonceFromPolicy(policy: string | null | undefined): string | undefined {
  return policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
