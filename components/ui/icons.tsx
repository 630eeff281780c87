import type { SVGProps } from 'react';

/**
 * The lucide icons (lucide.dev, ISC licence; drawings copied from lucide-react 1.75) that every
 * page shows: header, footer, panels, link cards. lucide-react's own Icon is a client component,
 * so even an icon drawn by a server component put its code (about 2 KiB gzip) into each page's
 * first load (#9). These render the same <svg> from plain markup, on the server or the client.
 * Icons used only in the studio and the code-split panels still come from lucide-react.
 */
type Shape = string | { cx: number; cy: number; r: number };

function lucide(name: string, shapes: readonly Shape[]) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {shapes.map((shape, i) => (typeof shape === 'string' ? <path key={i} d={shape} /> : <circle key={i} {...shape} />))}
      </svg>
    );
  }
  return Icon;
}

export const ArrowRight = lucide('arrow-right', ['M5 12h14', 'm12 5 7 7-7 7']);
export const AudioLines = lucide('audio-lines', ['M2 10v3', 'M6 6v11', 'M10 3v18', 'M14 8v7', 'M18 5v13', 'M22 10v3']);
export const Check = lucide('check', ['M20 6 9 17l-5-5']);
export const CircleUserRound = lucide('circle-user-round', [
  'M17.925 20.056a6 6 0 0 0-11.851.001',
  { cx: 12, cy: 11, r: 4 },
  { cx: 12, cy: 12, r: 10 },
]);
export const Globe = lucide('globe', [{ cx: 12, cy: 12, r: 10 }, 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20', 'M2 12h20']);
export const LoaderCircle = lucide('loader-circle', ['M21 12a9 9 0 1 1-6.219-8.56']);
export const Menu = lucide('menu', ['M4 5h16', 'M4 12h16', 'M4 19h16']);
export const ShoppingBag = lucide('shopping-bag', [
  'M16 10a4 4 0 0 1-8 0',
  'M3.103 6.034h17.794',
  'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
]);
export const WifiOff = lucide('wifi-off', [
  'M12 20h.01',
  'M8.5 16.429a5 5 0 0 1 7 0',
  'M5 12.859a10 10 0 0 1 5.17-2.69',
  'M19 12.859a10 10 0 0 0-2.007-1.523',
  'M2 8.82a15 15 0 0 1 4.177-2.643',
  'M22 8.82a15 15 0 0 0-11.288-3.764',
  'm2 2 20 20',
]);
export const X = lucide('x', ['M18 6 6 18', 'm6 6 12 12']);
