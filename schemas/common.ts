import * as v from 'valibot';

export const idSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const rankSchema = v.pipe(v.number(), v.integer());
export const epochMsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
