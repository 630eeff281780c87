import type { MetadataRoute } from 'next';
import en from '@/messages/en.json';

// The design tokens of app/globals.css (--color-accent, --color-canvas); manifest.test.ts holds
// them equal, since a manifest cannot read CSS.
export const themeColor = '#0f5fc2';
export const backgroundColor = '#f6f7f9';

/** The web app manifest (/manifest.webmanifest): name, icons and colours for "Add to home screen". */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: en.meta.productName,
    short_name: en.meta.productName,
    description: en.meta.homeDescription,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
