/** Starts the house: `tsx server/main.ts [--seed N] [--port N]` (npm start builds the client first). */
import { mkdirSync } from 'node:fs';
import { buildHouse } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = await openDatabase(config);
const house = await buildHouse(config, { logLevel: process.env.LOG_LEVEL ?? 'info', db });
const address = await house.app.listen({ host: config.host, port: config.port });
const port = new URL(address).port;
console.log(`\nThe house is open: http://localhost:${port}/en-US/live  (feed seed ${config.feed.seed})\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void house
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
