import { resample } from './resample';
const x = new Float32Array(22050 * 30).map((_, i) => Math.sin(i * 0.01));
const ts: number[] = []; for (let r = 0; r < 7; r++) { const c = process.cpuUsage(); resample(x, 22050, 48000); const u = process.cpuUsage(c); ts.push((u.user + u.system) / 1000); }
ts.sort((a, b) => a - b); console.log('22k->48k 30s cpu', ts[3]!.toFixed(1));
