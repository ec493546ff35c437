import * as v from 'valibot';

export const idSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const rankSchema = v.pipe(v.number(), v.integer());
export const epochMsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An amount in whole minor units, as text (a bigint on the house). */
export const minorTextSchema = v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be whole minor units'));

/** A SHA-256 digest in lower-case hex (a published seed or drop commitment). */
export const sha256HexSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex'));
