// npm run render -- --spec <spec.json> --preset <id> --out <file>
// Renders a greeting with the exact code path paid orders use (lib/render). The spec file may be
// partial: every field with a default is taken from the use case. A preset with several files
// (asterisk-raw) writes them next to --out with their own extensions.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseGreetingSpec, presetIds, type PresetId } from '../lib/greeting/spec';
import { renderGreeting } from '../lib/render/render-greeting';
import { getTtsService } from '../lib/tts/service';

const usage = 'Usage: npm run render -- --spec <spec.json> [--preset <id>] --out <file>';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      spec: { type: 'string' },
      preset: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: false,
  });
  if (values.help || !values.spec || !values.out) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(values.spec, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${values.spec}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = parseGreetingSpec(raw);
  if (!parsed.ok) {
    for (const issue of parsed.issues) console.error(`spec.${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const preset = (values.preset ?? parsed.spec.preset) as PresetId;
  if (!(presetIds as readonly string[]).includes(preset)) {
    console.error(`Unknown preset "${preset}". Presets: ${presetIds.join(', ')}`);
    return 2;
  }
  const started = performance.now();
  const result = await renderGreeting({ ...parsed.spec, preset }, { presets: [preset] });
  const out = path.resolve(values.out);
  await mkdir(path.dirname(out), { recursive: true });
  const written: string[] = [];
  const single = result.files.length === 1;
  for (const file of result.files) {
    const target = single ? out : path.join(path.dirname(out), `${path.parse(out).name}.${file.name}`);
    await writeFile(target, file.bytes);
    written.push(`${target} (${file.bytes.byteLength} bytes, ${file.mime})`);
  }
  console.log(
    `Rendered ${result.duration.toFixed(2)} s at ${result.lufs.toFixed(1)} LUFS, true peak ${result.truePeakDb.toFixed(1)} dBTP ` +
      `in ${Math.round(performance.now() - started)} ms (${preset}):`,
  );
  for (const line of written) console.log(`  ${line}`);
  return 0;
}

main()
  .then(
    (code) => code,
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    },
  )
  .then(async (code) => {
    await getTtsService()
      .close()
      .catch(() => {});
    process.exit(code);
  });
