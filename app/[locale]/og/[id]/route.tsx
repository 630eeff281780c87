import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { isLocale } from '@/lib/i18n/locales';
import { ogImageSize } from '@/lib/seo/og-image';
import { ogPageText, ogStaticParams } from '../og-pages';

// A route handler rather than the opengraph-image file convention: that convention's several
// images per file (generateImageMetadata) cannot list the [locale] values a static build needs.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = ogStaticParams;

// DejaVu Sans (npm dejavu-fonts-ttf) covers Greek; satori reads TTF, not the site's WOFF2.
const fontFile = (name: string) =>
  readFile(path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf', name));

/** A page's social preview: product name, then the page's title and description in its language. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
) {
  const { locale, id } = await params;
  const text = isLocale(locale) ? await ogPageText(locale, id) : null;
  if (!text) return new Response('Not found', { status: 404 });
  const [regular, bold] = await Promise.all([fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf')]);
  // Long titles (Greek, landing pages) step down so title and description keep their room.
  const titleSize = text.title.length > 48 ? 56 : 68;
  return new ImageResponse(
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
        {text.productName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.12 }}>{text.title}</div>
        {/* A clear gap, so the description does not read as the headline's last line. */}
        <div style={{ marginTop: 36, fontSize: 30, opacity: 0.9, lineHeight: 1.4, maxWidth: 960 }}>
          {text.description}
        </div>
      </div>
    </div>,
    {
      ...ogImageSize,
      fonts: [
        { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
        { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
