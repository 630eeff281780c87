import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { isLocale, locales } from '../../lib/i18n/locales';
import { loadMessages } from '../../lib/i18n/messages';

export const dynamic = 'force-static';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Greeting Studio';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// DejaVu Sans (npm dejavu-fonts-ttf) covers Greek; satori reads TTF, not the site's WOFF2.
const fontFile = (name: string) => readFile(path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf', name));

/** The social preview of every localized page: product name and the page's promise, in its language. */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const messages = await loadMessages(isLocale(locale) ? locale : 'en');
  const [regular, bold] = await Promise.all([fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf')]);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #0b4a98 0%, #0f5fc2 60%, #3b82d6 100%)',
          color: 'white',
          fontFamily: 'DejaVu Sans',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8, height: 56 }}>
            {[22, 38, 56, 32, 22].map((h, i) => (
              <div key={i} style={{ width: 10, height: h, borderRadius: 5, background: 'white' }} />
            ))}
          </div>
          {messages.meta.productName}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{messages.home.heroTitle}</div>
          <div style={{ fontSize: 30, opacity: 0.9, lineHeight: 1.35 }}>{messages.meta.homeDescription}</div>
        </div>
      </div>
    ),
    {
      ...size,
      fonts: [
        { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
        { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
