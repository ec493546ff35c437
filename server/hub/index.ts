export { createHub } from './hub.ts';
export { HubError } from './errors.ts';
export type { Hub, HubConnection, HubLogger, HubMethod, HubOptions, HubProtocolName } from './types.ts';
