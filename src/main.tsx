/**
 * The entry. A page the house drew (ADR 0044) is painted first; then React's DOM renderer and the
 * app are evaluated, each in a task of its own (docs/decisions/0045): one module graph is evaluated
 * in one task, and React's and the app's together held a slow phone's main thread for a quarter of
 * a second. Both chunks are preloaded by index.html, so the waits cost no download.
 * No top-level await: the chunks import this one, whose evaluation must be over by then.
 */
import { bootData } from './ssr/boot-data.ts';
import { afterFirstPaint } from './ssr/hydration.ts';
import './styles/index.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  if (bootData()) await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start.tsx');
  await start();
}

void boot();
