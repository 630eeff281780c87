// Allocator settings for the server process, set by whoever spawns it (`npm start`, the benchmarks):
// glibc reads them once, before any JavaScript runs, so the server cannot set them for itself.
//
// Why: glibc's malloc raises its mmap threshold to the size of the largest block freed (up to
// 32 MiB). After the first few previews, audio buffers of a few hundred KiB (cache entries, decoded
// and resampled clips, WAV bodies) come from the main heap instead of their own mappings, and the
// freed ones between long-lived cache entries are never given back: +45–60 MiB of RSS beyond the
// TTS cache after 1,000 distinct previews (bench "Memory"). A fixed threshold keeps every block of
// 128 KiB or more in its own mapping, returned to the system when it is freed; it costs one
// mmap/munmap pair per such buffer, microseconds against a synthesis of 50–500 ms.

/** Variables to add to the server's environment; a value the operator already set wins. */
export function allocatorEnv(env = process.env) {
  return env.MALLOC_MMAP_THRESHOLD_ === undefined ? { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) } : {};
}
