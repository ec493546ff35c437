export * from './protocol.ts';
export * from './validate.ts';
export * from './catalog.ts';
export * from './market.ts';
export * from './match.ts';
export * from './feed.ts';
export * from './recording.ts';
