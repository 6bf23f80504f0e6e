// JSON Patch as the server computes it, before patch.ts compacts it.

/**
 * One JSON Patch operation (RFC 6902). The server emits only `add`, `remove`
 * and `replace`; paths are JSON Pointers (RFC 6901) into the `GameView`.
 */
export type JsonPatchOperation =
  | { readonly op: 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string }
  | { readonly op: 'replace'; readonly path: string; readonly value: unknown };
