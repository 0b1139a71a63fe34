/**
 * Splitting one data-channel message into chunks and putting it back together
 * (the pure half of chunks.ts, testable anywhere).
 * Chunk: 0xFF, message id (4 bytes), index (2), count (2), payload.
 */
export const CHUNK = 60 * 1024;
export const MAGIC = 0xff;
const HEADER = 9;
/**
 * What one peer can make this one hold: a message of at most MAX_CHUNKS chunks of
 * at most CHUNK bytes each (16 MiB: the largest document a room may have is far
 * smaller), and at most MAX_PENDING messages in flight: 32 MiB in all.
 */
export const MAX_CHUNKS = Math.floor((16 * 1024 * 1024) / CHUNK);
const MAX_PENDING = 2;

interface Assembly {
  readonly parts: (Uint8Array | undefined)[];
  got: number;
}

/** The chunks of a message longer than CHUNK (a shorter one travels whole). */
export function split(bytes: Uint8Array, id: number): Uint8Array[] {
  const count = Math.ceil(bytes.length / CHUNK);
  return Array.from({ length: count }, (_, i) => chunk(id, i, count, bytes.subarray(i * CHUNK, (i + 1) * CHUNK)));
}

function chunk(id: number, index: number, count: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(HEADER + payload.length);
  const v = new DataView(out.buffer);
  out[0] = MAGIC;
  v.setUint32(1, id);
  v.setUint16(5, index);
  v.setUint16(7, count);
  out.set(payload, HEADER);
  return out;
}

/** Files a chunk; returns the whole message once its last chunk is in. */
export function reassemble(peer: { __partials?: Map<number, Assembly> }, bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < HEADER) return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const id = v.getUint32(1);
  const index = v.getUint16(5);
  const count = v.getUint16(7);
  if (count < 2 || count > MAX_CHUNKS || index >= count || bytes.length > HEADER + CHUNK) return null;
  const partials = (peer.__partials ??= new Map<number, Assembly>());
  let p = partials.get(id);
  if (!p) {
    if (partials.size >= MAX_PENDING) partials.delete(partials.keys().next().value!);
    p = { parts: new Array(count), got: 0 };
    partials.set(id, p);
  }
  if (p.parts.length !== count || p.parts[index]) return null;
  p.parts[index] = bytes.slice(HEADER);
  if (++p.got < count) return null;
  partials.delete(id);
  const total = p.parts.reduce((n, x) => n + x!.length, 0);
  const out = new Uint8Array(total);
  let o = 0;
  for (const x of p.parts) {
    out.set(x!, o);
    o += x!.length;
  }
  return out;
}
