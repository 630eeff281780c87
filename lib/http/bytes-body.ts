// A response body over bytes already in memory, handed to the server as they are. `new Response`
// copies a typed array (and a Blob copies at construction and again in chunks as it streams):
// megabytes of garbage per audio response, which on a busy server means more full collections.

/** One-chunk stream of `bytes` (never modified by the server; safe for cached, shared bytes). */
export function bytesBody(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
}
