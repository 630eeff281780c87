// The output flags of every file we make with the ffmpeg binary (the music build in
// lib/music/render.ts, phone-system delivery in lib/delivery/convert.ts): nothing copied from the
// input's metadata and no encoder version tags, so the same input gives the same bytes whatever
// ffmpeg is installed, and a WAV keeps the plain 44-byte header some phone systems insist on.
export const bitexactOutputArgs = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'] as const;
