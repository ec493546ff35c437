/**
 * `npm run record -- --seconds N --out FILE [--url http://localhost:8080] [--streams live,esport,match/100123] [--protocol json]`:
 * connects to a running house with the real SignalR client, subscribes, and writes what the hub
 * sent as JSON lines (schemas/recording.ts), with drops and reconnects as state lines.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type IHubProtocol } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import * as v from 'valibot';
import { feedTopicSchema } from '../schemas/feed.ts';
import { CLIENT_METHODS, FEED_HUB_PATH, HUB_METHODS } from '../schemas/protocol.ts';
import type { RecordingLine } from '../schemas/recording.ts';
import { check } from '../schemas/validate.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    out: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:8080' },
    streams: { type: 'string', default: 'live' },
    protocol: { type: 'string', default: 'messagepack' },
  },
});
const seconds = Number(values.seconds);
const streams = check(v.array(feedTopicSchema), values.streams.split(','));
if (!values.out || !Number.isFinite(seconds) || seconds <= 0 || !streams.ok) {
  console.error('usage: npm run record -- --seconds N --out FILE [--url URL] [--streams live,prematch,esport,live/sport/1,match/ID] [--protocol json|messagepack]');
  if (!streams.ok) console.error(`--streams: ${streams.error.message}`);
  process.exit(2);
}

const out = createWriteStream(values.out);
const write = (line: RecordingLine) => out.write(`${JSON.stringify(line)}\n`);
let builder = new HubConnectionBuilder()
  .withUrl(new URL(FEED_HUB_PATH, values.url).toString(), { transport: HttpTransportType.WebSockets })
  .withAutomaticReconnect()
  .configureLogging(LogLevel.Warning);
if (values.protocol !== 'json') builder = builder.withHubProtocol(new MessagePackHubProtocol() as IHubProtocol);
const connection = builder.build();
// Like the worker, resubscribe after a reconnect from the last position seen, so the house answers with the tail.
const positions = new Map<string, { seq: number; epoch: string }>();
const subscribe = () =>
  Promise.all(streams.value.map((s) => connection.invoke(HUB_METHODS.subscribe, s, positions.get(s)?.seq ?? null, positions.get(s)?.epoch ?? null)));
let messages = 0;
connection.on(CLIENT_METHODS.feed, (message: unknown) => {
  messages++;
  const m = message as { stream?: string; seq?: number; epoch?: string; type?: string };
  if (m.stream && typeof m.seq === 'number' && m.epoch && m.type !== 'heartbeat') positions.set(m.stream, { seq: m.seq, epoch: m.epoch });
  write({ t: 'message', at: Date.now(), message });
});
connection.onreconnecting(() => write({ t: 'state', at: Date.now(), state: 'disconnected' }));
connection.onreconnected(() => {
  write({ t: 'state', at: Date.now(), state: 'started' });
  void subscribe();
});

await connection.start();
write({ t: 'state', at: Date.now(), state: 'started' });
await subscribe();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
await connection.stop();
write({ t: 'state', at: Date.now(), state: 'stopped' });
out.end(() => console.error(`recorded ${messages} messages in ${seconds} s to ${values.out}`));
