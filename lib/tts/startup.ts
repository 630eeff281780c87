// Server start: get the voices ready before the first visitor asks, so the first "listen" costs
// what every later one does (see docs/tts.md, "Latency").
import { locales } from '../i18n/locales';
import { getTtsService, type TtsService } from './service';
import { prepareText } from './text';

/** Exercises numbers, times, dates, phone numbers and addresses in every language's rules. */
const WARM_UP_TEXT =
  'Dr. Smith, Mon-Fri 8 AM-5:30 PM, 05.01., +30 210 123 4567, info@example.com, 1st, €2.50.';

/**
 * Start the worker pool (each worker loads both engines and speaks a word, so V8 has optimized
 * the WASM before a real request) and run every language's text rules once (their first run
 * builds the rule tables and costs ~100 ms). Nothing here throws: a failure shows up, and is
 * reported, on the first real request instead.
 */
export function warmTts(service?: TtsService): void {
  try {
    (service ?? getTtsService()).warm();
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    for (const locale of locales) prepareText(WARM_UP_TEXT, locale);
  }, 0);
  timer.unref();
}
