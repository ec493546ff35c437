/** The feed worker's entry: the feed API exposed to the main thread through comlink. No DOM here. */
import { expose } from 'comlink';
import { createFeedApi } from './api.ts';

expose(createFeedApi());
