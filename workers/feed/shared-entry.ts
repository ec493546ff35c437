/**
 * The feed's entry as a SharedWorker: one feed (one socket, one log, one book) for every window of
 * the site, each window talking to it over its own port through comlink (ADR 0032). No DOM here.
 */
import { expose } from 'comlink';
import { createFeedApi } from './api.ts';
import { windowFeedApi } from './window-api.ts';

const feed = createFeedApi();

self.addEventListener('connect', (event) => {
  const [port] = (event as MessageEvent).ports;
  if (port) expose(windowFeedApi(feed), port);
});
