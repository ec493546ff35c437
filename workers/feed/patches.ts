/**
 * Structural diff of plain JSON-like view models into path patches, and their application on the
 * main thread. Immutable view models share unchanged subtrees, so `prev === next` cuts the walk
 * short and a frame's patch list holds only what changed.
 */

export type PatchPath = readonly (string | number)[];
/** `[path, value]` sets; `[path]` deletes. The empty path replaces the root. */
export type Patch = readonly [PatchPath] | readonly [PatchPath, unknown];

type Json = Record<string, unknown>;

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function diff(prev: unknown, next: unknown, path: PatchPath = [], out: Patch[] = []): Patch[] {
  if (Object.is(prev, next)) return out;
  if (isPlainObject(prev) && isPlainObject(next)) {
    for (const key of Object.keys(next)) {
      if (Object.hasOwn(prev, key)) diff(prev[key], next[key], [...path, key], out);
      else out.push([[...path, key], next[key]]);
    }
    for (const key of Object.keys(prev)) if (!Object.hasOwn(next, key)) out.push([[...path, key]]);
    return out;
  }
  if (Array.isArray(prev) && Array.isArray(next) && prev.length === next.length) {
    for (let i = 0; i < next.length; i++) diff(prev[i], next[i], [...path, i], out);
    return out;
  }
  out.push([path, next]);
  return out;
}

/**
 * Applies patches to a mutable target (a valtio proxy on the main thread). A root replacement
 * rewrites the target's own keys so references to the target stay valid.
 */
export function applyPatches(target: Json, patches: readonly Patch[]): void {
  for (const patch of patches) {
    const [path] = patch;
    if (path.length === 0) {
      const value = patch[1] as Json;
      for (const key of Object.keys(target)) if (!Object.hasOwn(value, key)) delete target[key];
      Object.assign(target, value);
      continue;
    }
    let parent: Json = target;
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i] as string] as Json;
    const key = path[path.length - 1] as string;
    if (patch.length === 1) delete parent[key];
    else parent[key] = patch[1];
  }
}
