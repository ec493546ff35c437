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

type Container = Json | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/**
 * Makes `target` equal to `value` in place, keeping every object and array of `target` whose place
 * in `value` holds the same kind. A root replacement must: a component that holds part of a view
 * (a row its match's proxy) and whose parent does not re-render for an equal structure would
 * otherwise keep a detached part that no later patch reaches. Says whether anything changed.
 */
function reconcile(target: Container, value: Container): boolean {
  return reconcileMembers(target, value, reconcile);
}

/**
 * Gives `target` the members of `value`: a member of the same kind (object or array) on both sides
 * goes to `nested`, which says whether it changed; any other is set or deleted. Says whether anything
 * changed.
 */
function reconcileMembers(target: Container, value: Container, nested: (current: Container, next: Container) => boolean): boolean {
  const into = target as Json;
  const from = value as Json;
  let changed = false;
  if (Array.isArray(target)) {
    changed = target.length !== (value as unknown[]).length;
    target.length = (value as unknown[]).length;
  } else {
    for (const key of Object.keys(into)) {
      if (Object.hasOwn(from, key)) continue;
      delete into[key];
      changed = true;
    }
  }
  for (const key of Object.keys(from)) {
    const current = into[key];
    const next = from[key];
    if (sameKind(current, next)) changed = nested(current as Container, next as Container) || changed;
    else if (!Object.is(current, next)) {
      into[key] = next;
      changed = true;
    }
  }
  return changed;
}

const sameKind = (a: unknown, b: unknown): boolean => isContainer(a) && isContainer(b) && Array.isArray(a) === Array.isArray(b);

/**
 * Reconciles `target` with `value` a few parts at a time: `step()` reconciles the next parts and says
 * whether it is done. The first step does all but the existing members of the view's maps (a live
 * view's `matches`): what the lists show, and the members added or gone, change together. Then each
 * step, the first too, reconciles members until `changedPerStep` of them have changed. On the page each
 * changed member is a row React draws again, synchronously (valtio's snapshots): a takeover that
 * changes every row at once would be one long task on a phone.
 */
export function reconcileInSteps(target: Json, value: Json, changedPerStep: number): () => boolean {
  const members: [Container, Container][] = [];
  let done = 0;
  let first = true;
  return () => {
    if (first) {
      first = false;
      const deferMember = (current: Container, next: Container) => (members.push([current, next]), false);
      reconcileMembers(target, value, (current, next) => (Array.isArray(current) ? reconcile(current, next) : reconcileMembers(current, next, deferMember)));
    }
    let changed = 0;
    while (done < members.length && changed < changedPerStep) if (reconcile(...members[done++]!)) changed++;
    return done === members.length;
  };
}

/**
 * Applies patches to a mutable target (a valtio proxy on the main thread). A root replacement
 * rewrites the target in place (reconcile), so references to it and to its parts stay valid.
 */
export function applyPatches(target: Json, patches: readonly Patch[]): void {
  for (const patch of patches) {
    const [path] = patch;
    if (path.length === 0) {
      reconcile(target, patch[1] as Json);
      continue;
    }
    let parent: Json = target;
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i] as string] as Json;
    const key = path[path.length - 1] as string;
    if (patch.length === 1) delete parent[key];
    else parent[key] = patch[1];
  }
}

/**
 * Applies a frame's batches in order. From the last root replacement on, they are folded into a
 * plain copy of that value first and reconciled into the target, so the view never passes through
 * the states between (a worker's first, empty view): a part that went away and came back would be
 * a new object, detached from the component that held the old one. With `changedPerStep`, that
 * reconciliation goes in steps (reconcileInSteps): the first is taken here, and the rest, if any, is
 * returned, for the caller to take one a frame before it applies later batches.
 */
export function applyBatches(target: Json, batches: readonly (readonly Patch[])[], changedPerStep = Infinity): (() => boolean) | null {
  const patches = batches.flat();
  let root = -1;
  for (let i = patches.length - 1; i >= 0 && root === -1; i--) if (patches[i]?.[0].length === 0) root = i;
  if (root === -1) return (applyPatches(target, patches), null);
  // A copy: on the page's own thread (`?worker=off`) the values are the engine's own.
  const [replace, ...after] = structuredClone(patches.slice(root));
  const next = replace?.[1] as Json;
  applyPatches(next, after);
  const step = reconcileInSteps(target, next, changedPerStep);
  return step() ? null : step;
}
