/**
 * The page's start in data saver mode (decision 267): the server sends this small module in
 * place of the app's entry and its module preloads, so on a slow line the page's scripts do not
 * share the bandwidth with the largest image (the one the page fetches with high priority).
 * Once that image has loaded (or failed), the entry's chunks are preloaded side by side and the
 * entry imported: the page then hydrates as it always does.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

function start() {
  if (!script?.dataset.entry) return;
  for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.entry);
}

const first = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (!first || first.complete) start();
else {
  first.addEventListener('load', start, { once: true });
  first.addEventListener('error', start, { once: true });
}
