/** The feed simulator's public surface: what the house's stream code and the client may import. */
export { createFeedSimulator } from './simulator.ts';
export type { FeedSimulator, SimulatorOptions } from './simulator.ts';
export type { StreamView } from './stream-state.ts';
export { HEADER_IDS, SPORTS, sportByAlias, sportBySystemId } from './sports.ts';
export type { ClockKind, HeaderId, SportDefinition } from './sports.ts';
export type { SportFormat } from './sport-formats.ts';
export { OVERROUND_RANGE } from './pricing.ts';
