// Fulfilment's renderer: [mixer]'s renderGreeting, the same path `npm run render` runs.
import { renderGreeting } from '../render/render-greeting';
import type { Renderer } from './fulfil';

export const renderForOrder: Renderer = async (spec, { presets }) => {
  const rendered = await renderGreeting(spec, { presets, withMp3: true });
  return rendered.files.map((file) => ({
    preset: file.preset,
    extension: file.name,
    mime: file.mime,
    bytes: file.bytes,
  }));
};
