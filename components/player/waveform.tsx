'use client';

import { useEffect, useRef, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerController } from './player-controller';
import type { EngineState } from '@/lib/playback/preview-engine';
import { waveformPeaks } from '@/lib/playback/waveform-peaks';

/**
 * The mix's waveform with the voice region marked. Redrawn when the engine makes a new mix
 * (state.version); the playhead element is moved by the player's animation-frame loop.
 */
export function Waveform({
  controller,
  state,
  playheadRef,
}: {
  controller: PlayerController;
  state: EngineState;
  playheadRef: Ref<HTMLDivElement>;
}) {
  const t = useTranslations('player');
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const draw = () => {
      const dpr = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * dpr));
      const height = Math.max(1, Math.round(canvas.clientHeight * dpr));
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      const styles = getComputedStyle(canvas);
      const accent = styles.getPropertyValue('--color-accent').trim() || '#0f5fc2';
      const muted = styles.getPropertyValue('--color-ink-muted').trim() || '#5d6776';
      const soft = styles.getPropertyValue('--color-accent-soft').trim() || '#e8f0fb';
      ctx.clearRect(0, 0, width, height);
      const duration = state.duration || 1;
      const x0 = Math.round((state.voiceStart / duration) * width);
      const x1 = Math.round((state.voiceEnd / duration) * width);
      ctx.fillStyle = soft;
      ctx.fillRect(x0, 0, Math.max(1, x1 - x0), height);
      const columns = Math.floor(width / (2 * dpr));
      const peaks = waveformPeaks(controller.engine.samples, columns);
      const mid = height / 2;
      const barWidth = Math.max(1, dpr);
      for (let c = 0; c < columns; c++) {
        const x = (c / columns) * width;
        const min = peaks[c * 2] ?? 0;
        const max = peaks[c * 2 + 1] ?? 0;
        ctx.fillStyle = x >= x0 && x < x1 ? accent : muted;
        const top = mid - max * mid * 0.95;
        const bottom = mid - min * mid * 0.95;
        ctx.fillRect(x, top, barWidth, Math.max(barWidth, bottom - top));
      }
    };
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [controller, state.version, state.duration, state.voiceStart, state.voiceEnd]);

  const onPointer = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    controller.seek(((event.clientX - rect.left) / rect.width) * state.duration);
  };

  return (
    <div className="relative h-16 w-full overflow-hidden rounded-control bg-canvas sm:h-20">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('waveformLabel')}
        data-testid="waveform"
        className="size-full cursor-pointer"
        onPointerDown={onPointer}
      />
      <div
        ref={playheadRef}
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-0 w-0.5 bg-ink"
      />
      <span
        className="pointer-events-none absolute top-1 rounded bg-paper/90 px-1.5 text-xs font-medium text-accent-strong"
        style={{ left: `${(state.voiceStart / (state.duration || 1)) * 100}%` }}
      >
        {t('voiceRegion')}
      </span>
    </div>
  );
}
