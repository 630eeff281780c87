const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escape for engines whose parser always reads SSML (the eSpeak NG emscripten build). */
export function escapeSsml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
