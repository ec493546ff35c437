/**
 * `npm start`: builds the client when it is missing or older than its sources, then starts the house.
 */
import { buildClientIfStale } from './client-build.ts';

buildClientIfStale();
await import('../server/main.ts');
