// Loads a third-party script once per page (by URL) and resolves when it has run.
const loading = new Map<string, { script: HTMLScriptElement; promise: Promise<void> }>();

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  // Still in the document: loaded or loading. Removed by someone: load it again.
  if (known?.script.isConnected) return known.promise;
  const script = document.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, { script, promise });
  return promise;
}
