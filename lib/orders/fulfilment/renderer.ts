// Fulfilment's renderer: [mixer]'s renderGreeting, the same path `npm run render` runs.
import { renderGreeting } from '../../render/render-greeting';
import type { Renderer } from './render-order';

// Exactly the presets asked for: an order's list already holds its MP3 (presetsFor), and a format
// added after purchase (add-format.ts) is that one format alone.
export const renderForOrder: Renderer = async (spec, { presets }) => {
  const rendered = await renderGreeting(spec, { presets, withMp3: false });
  return rendered.files.map((file) => ({
    preset: file.preset,
    extension: file.name,
    mime: file.mime,
    bytes: file.bytes,
  }));
};
