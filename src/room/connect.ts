/**
 * Opening a room's document on this device: the Y.Doc, kept in IndexedDB by
 * y-indexeddb (a reload loses nothing, offline moves wait there) and shared with
 * the other peers by y-webrtc, whose signaling URLs and ICE servers come from the
 * deployment's runtime config. Awareness tells who is connected: each device
 * publishes its public key. The document is read and shared when `connect` is
 * called: a room this device knows shows from its own record before that.
 */
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebrtcProvider } from 'y-webrtc';
import { Awareness } from 'y-protocols/awareness';
import { loadRuntimeConfig, signalingUrls, type RuntimeConfig } from '../config.js';
import type { RoomSecrets } from './code.js';
import { installChunking } from './chunks.js';

/**
 * The most a room's shared document may take in on this device. An honest game
 * stays far below (a finished 4-seat Feebleton game: about 0.5 MiB); past this a
 * device stops syncing the room and says why, keeping everything it verified.
 */
export const MAX_DOC_BYTES = 64 * 1024 * 1024;

export interface OpenRoom {
  readonly doc: Y.Doc;
  /** Who is connected and what each device holds (y-protocols' Awareness, shared by y-webrtc once connected). */
  readonly awareness: Awareness;
  /** Set once the document took in more than MAX_DOC_BYTES: the room no longer syncs here. */
  readonly overflow: () => boolean;
  /** The deployment's runtime config (public/config.json). */
  readonly config: RuntimeConfig;
  /**
   * Reads the document from this device (y-indexeddb), then shares it with the other peers (y-webrtc); with
   * `idle`, once the page is next idle (the table drawn). Until then the document holds only what was added to it
   * here. Resolves once it is read; called again, the same promise.
   */
  connect(idle?: boolean): Promise<void>;
  /** Resolves once the document was read (`connect`); never, if the room closed first. */
  readonly read: Promise<void>;
  /** Public keys of the devices connected now (this one included). */
  connectedKeys(): Set<string>;
  onPeersChange(listener: () => void): () => void;
  close(): void;
}

/** When the page is next idle (the table drawn), or in a background tab, soon: requestIdleCallback's own bound. */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => ('requestIdleCallback' in globalThis ? requestIdleCallback(() => resolve(), { timeout: 500 }) : setTimeout(resolve, 0)));

/**
 * A room's document and awareness, nothing read yet: a room this device knows can show from its record first
 * (src/session/net.ts), and `connect` reads and shares the document after.
 */
export async function openRoom(secrets: RoomSecrets, publicKey: string): Promise<OpenRoom> {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalStateField('key', publicKey);
  const config = await loadRuntimeConfig();
  let persistence: IndexeddbPersistence | null = null;
  let provider: WebrtcProvider | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let taken = 0;
  let overflow = false;
  let read = (): void => undefined;
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    // What this device stored is not taken in.
    if (origin === persistence) return;
    taken += update.length;
    if (taken > MAX_DOC_BYTES && !overflow) {
      overflow = true;
      provider?.disconnect();
    }
  });
  const connectNow = async (): Promise<void> => {
    if (closed) return;
    persistence = new IndexeddbPersistence(`tabletop/${secrets.name}`, doc);
    await persistence.whenSynced;
    if (closed) return;
    read();
    installChunking();
    // Shared only once read: a document shared before would be sent whole to every peer as it is read.
    provider = new WebrtcProvider(secrets.name, doc, {
      signaling: signalingUrls(config, location),
      password: secrets.password,
      awareness,
      peerOpts: { config: { iceServers: config.iceServers } },
    });
    if (overflow) provider.disconnect();
    const testHook = globalThis as unknown as { __room?: unknown };
    testHook.__room = { provider, doc };
  };
  return {
    doc,
    awareness,
    config,
    overflow: () => overflow,
    read: new Promise<void>((resolve) => (read = resolve)),
    connect(idle = false) {
      return (connecting ??= (idle ? whenIdle() : Promise.resolve()).then(() => connectNow()));
    },
    connectedKeys() {
      const keys = new Set<string>([publicKey]);
      for (const s of awareness.getStates().values()) {
        if (typeof (s as { key?: unknown }).key === 'string') keys.add((s as { key: string }).key);
      }
      return keys;
    },
    onPeersChange(listener) {
      awareness.on('change', listener);
      return () => awareness.off('change', listener);
    },
    close() {
      closed = true;
      provider?.destroy();
      void persistence?.destroy();
      awareness.destroy();
      doc.destroy();
    },
  };
}
