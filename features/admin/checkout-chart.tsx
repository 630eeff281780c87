'use client';
// Checkouts started vs paid per day, drawn by uPlot. uPlot is imported only once the chart mounts,
// so it rides in its own chunk of the admin home and never in a customer page's bundle.
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';

type Props = {
  days: readonly string[];
  started: readonly number[];
  paid: readonly number[];
  labels: { day: string; started: string; paid: string; summary: string };
};

const token = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export function CheckoutChart({ days, started, paid, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }) : void } | undefined;
    let cancelled = false;
    const height = 240;
    const observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height }));
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
      plot = new UPlot(
        {
          width: element.clientWidth,
          height,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          // Checkouts are whole numbers: no 0.2 steps on the count axis.
          axes: [{}, { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] }],
          series: [
            { label: labels.day },
            { label: labels.started, stroke: token('--color-ink-muted', '#5d6776'), width: 2 },
            { label: labels.paid, stroke: token('--color-accent', '#0f5fc2'), width: 2, fill: token('--color-accent-soft', '#e8f0fb') },
          ],
        },
        [xs, [...started], [...paid]],
        element,
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days, started, paid, labels]);
  // The numbers are in the tables beside it; the picture gets a one-line summary for screen readers.
  return <div ref={box} role="img" aria-label={labels.summary} className="min-h-[280px] w-full" />;
}
