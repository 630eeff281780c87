import 'server-only';
// Every file goes to a phone system in that system's documented format: ffmpeg turns the order's
// stored audio (its WAV master when there is one) into the target's container, codec, rate and
// mono, and we refuse before uploading what the target would refuse (size, length), so the
// customer reads our clear reason instead of a remote 400. Files through a temporary folder: the
// WAV muxer can only write its header's sizes to a seekable output.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bitexactOutputArgs } from '../audio/encode/ffmpeg-args';
import { DeliveryError, type DeliveryFile, type TargetFormat } from './targets/types';

const exec = promisify(execFile);
const TOOL_TIMEOUT_MS = 60_000;

const codecArgs: Record<TargetFormat['codec'], string[]> = {
  pcm_s16le: ['-c:a', 'pcm_s16le'],
  pcm_mulaw: ['-c:a', 'pcm_mulaw'],
  // Speech on a phone line: 64 kbit/s is transparent at telephone bandwidth and keeps files small.
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k'],
};

const mimes = { wav: 'audio/wav', mp3: 'audio/mpeg' } as const;

export async function convertAudio(source: Uint8Array, format: TargetFormat): Promise<DeliveryFile['audio']> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gs-deliver-'));
  try {
    const input = path.join(dir, 'source');
    const output = path.join(dir, `out.${format.container}`);
    await writeFile(input, source);
    await exec(
      'ffmpeg',
      // -bitexact: a plain 44-byte WAV header, no encoder tag chunk some phone systems reject.
      [
        '-v',
        'error',
        '-nostdin',
        '-i',
        input,
        '-vn',
        ...bitexactOutputArgs,
        '-ac',
        String(format.channels),
        '-ar',
        String(format.sampleRate),
        ...codecArgs[format.codec],
        '-f',
        format.container,
        output,
      ],
      { timeout: TOOL_TIMEOUT_MS },
    );
    const { stdout } = await exec(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'default=noprint_wrappers=1:nokey=1',
        output,
      ],
      { timeout: TOOL_TIMEOUT_MS },
    );
    const seconds = Number.parseFloat(stdout.trim());
    const bytes = new Uint8Array(await readFile(output));
    const over = (value: number, limit: number) => (format.limitsExclusive ? value >= limit : value > limit);
    if (format.maxSeconds !== undefined && over(seconds, format.maxSeconds))
      throw new DeliveryError(
        'too-large',
        false,
        `${seconds.toFixed(1)} s is ${format.limitsExclusive ? 'not shorter' : 'longer'} than the target's ${format.maxSeconds} s`,
      );
    if (over(bytes.byteLength, format.maxBytes))
      throw new DeliveryError(
        'too-large',
        false,
        `${bytes.byteLength} bytes is ${format.limitsExclusive ? 'not less' : 'more'} than the target's ${format.maxBytes}`,
      );
    return { bytes, mime: mimes[format.container], extension: format.container, seconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The file as a target takes it: converted audio and the display name under the target's rules. */
export async function deliveryFile(
  source: Uint8Array,
  file: Omit<DeliveryFile, 'audio'>,
  format: TargetFormat,
): Promise<DeliveryFile> {
  return { ...file, displayName: format.name(file.displayName), audio: await convertAudio(source, format) };
}
