// The contract every phone-system delivery target fulfils ([deliver]): how a customer connects it,
// the audio it accepts, and one idempotent "put this file there". The queue, the connections table,
// the sealed secrets and the pages are generic over it; adding a target means one folder under
// lib/delivery/targets/<id>/, its stand-in under tests/stand-ins/, and its messages.
import type { z } from 'zod';

export const TARGET_IDS = ['twilio', 'amazon-connect', 'ringcentral'] as const;
export type TargetId = (typeof TARGET_IDS)[number];

/** The target's documented audio rules; the server converts every file to them before upload. */
export type TargetFormat = {
  container: 'wav' | 'mp3';
  codec: 'pcm_s16le' | 'pcm_mulaw' | 'mp3';
  sampleRate: 8000 | 16000 | 22050 | 44100;
  channels: 1;
  /** Largest upload the target takes. */
  maxBytes: number;
  /** Longest audio the target takes, in seconds (undefined: no documented limit). */
  maxSeconds?: number;
  /** The documented limits are "less than" (Amazon Connect): a file of exactly the limit is refused. */
  limitsExclusive?: boolean;
  /** The target's own name rules, applied to a file's display name (length, characters). */
  name: (display: string) => string;
};

/** One file to deliver, in call order. */
export type DeliveryFile = {
  /**
   * Stable across sends: the order file id, or `${orderIvrSetId}:${promptKey}` for an IVR prompt.
   * Sending the same key again updates what the last send created instead of adding a second one.
   */
  key: string;
  /** What the customer sees, e.g. "01 Welcome — Hartley Dental"; the target's rules shorten it. */
  displayName: string;
  /** Where it plays: a greeting, on hold music/message, or one prompt of an IVR set. */
  role: 'greeting' | 'on-hold' | 'ivr-prompt';
  /** The converted audio (already in `format`). */
  audio: { bytes: Uint8Array; mime: string; extension: string; seconds: number };
};

/** What the target calls it: its own id, and where to see or fetch it when it has such a place. */
export type DeliveryReceipt = { remoteId: string; url?: string };

/**
 * Why a target refused, as the customer reads it (messages `delivery.errors.<code>`). `retryable`
 * failures go back to the queue with back-off; the others end the delivery at once.
 */
export type DeliveryErrorCode =
  | 'credentials-revoked'
  | 'permission-missing'
  | 'format-rejected'
  | 'too-large'
  | 'quota'
  | 'not-found'
  | 'unavailable';

export class DeliveryError extends Error {
  constructor(
    readonly code: DeliveryErrorCode,
    readonly retryable: boolean,
    /** The target's own words, for the operator's log and back office (never shown raw to buyers). */
    readonly detail: string,
    /**
     * Credentials the target rotated before it failed (a RingCentral refresh token is single-use):
     * the job seals them even though the delivery failed, or the connection would be lost.
     */
    readonly credentials?: unknown,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'DeliveryError';
  }
}

/** A field the customer fills in to connect (Twilio keys, an Amazon Connect role). */
export type ConnectField = {
  name: string;
  /** Shown masked and never sent back to the browser after connecting. */
  secret: boolean;
  /** Messages key of the label, under `delivery.connect.<target>.`. */
  label: string;
  /** May stay empty (Amazon Connect's region, which an instance ARN already names). */
  optional?: boolean;
};

export type ConnectMethod<C> =
  | {
      kind: 'fields';
      fields: readonly ConnectField[];
      /**
       * The sealed credentials from what the customer typed (plus what we generated for them, such
       * as the Amazon Connect external id). Checks them against the target once; throws
       * DeliveryError when the target refuses.
       */
      connect: (input: Record<string, string>, generated: { externalId: string }) => Promise<C>;
    }
  | {
      kind: 'oauth';
      /** The target's authorize URL for the authorization-code flow with PKCE (S256). */
      authorizeUrl: (p: { state: string; codeChallenge: string; redirectUri: string }) => string;
      /** Trades the code (and the PKCE verifier) for tokens. */
      exchange: (p: { code: string; codeVerifier: string; redirectUri: string }) => Promise<C>;
    };

/** Hosts and ids that come from our configuration only (never from the customer: no SSRF). */
export type TargetConfig = Record<string, string | undefined>;

export interface DeliveryTarget<C = unknown> {
  id: TargetId;
  /** What is sealed at rest; parsed again every time it is unsealed. */
  credentials: z.ZodType<C>;
  connectMethod: ConnectMethod<C>;
  format: TargetFormat;
  /**
   * Upload one file. `previous` is the receipt of the last successful send of the same key: the
   * target updates that prompt/greeting/asset instead of creating another. Returns the receipt and,
   * when the target rotated them (OAuth refresh), the credentials to seal in place of the old.
   */
  deliver: (p: {
    credentials: C;
    file: DeliveryFile;
    previous?: DeliveryReceipt;
  }) => Promise<{ receipt: DeliveryReceipt; credentials?: C }>;
  /** Best effort at disconnect (revoke the OAuth token, forget the key); the row is deleted anyway. */
  revoke?: (credentials: C) => Promise<void>;
}
