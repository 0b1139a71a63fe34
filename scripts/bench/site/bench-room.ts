/**
 * What every networked bench page starts with: the room named in the query, its
 * Y.Doc shared by y-webrtc through the real server's signaling, and an Author
 * signing with a fresh WebCrypto Ed25519 key, its seat secrets in memory.
 * Query: ?room=…&password=…&signal=ws://…
 */
import * as Y from 'yjs';
import { WebrtcProvider } from 'y-webrtc';
import { Author, type SeedStore } from '../../../engine/protocol/author.js';
import { newIdentity } from '../../../engine/protocol/sign.js';

/** Wall-clock milliseconds, which processes on one machine share. */
export const now = (): number => performance.timeOrigin + performance.now();

export async function benchRoom(fallbackRoom: string): Promise<{ room: string; doc: Y.Doc; provider: WebrtcProvider; author: Author }> {
  const params = new URLSearchParams(location.search);
  const room = params.get('room') ?? fallbackRoom;
  const doc = new Y.Doc();
  const provider = new WebrtcProvider(room, doc, {
    signaling: [params.get('signal') ?? `ws://${location.host}/signal`],
    password: params.get('password') ?? undefined,
    // Host candidates only: the peers are on this machine, and there is no outside network.
    peerOpts: { config: { iceServers: [] } },
  });
  const seeds = new Map<string, Uint8Array>();
  const store: SeedStore = {
    get: async (r, who) => seeds.get(`${r}/${who}`),
    set: async (r, who, seed) => void seeds.set(`${r}/${who}`, seed),
  };
  const author = new Author(room, await newIdentity(), store, (n) => crypto.getRandomValues(new Uint8Array(n)), 16);
  return { room, doc, provider, author };
}
