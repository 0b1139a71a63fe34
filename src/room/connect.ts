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
   * Reads the document from this device (y-indexeddb), then shares it with the other peers (y-webrtc); resolves
   * once it is read. Until then the document holds only what was added to it here. Called once.
   */
  connect(): Promise<void>;
  /** Public keys of the devices connected now (this one included). */
  connectedKeys(): Set<string>;
  onPeersChange(listener: () => void): () => void;
  close(): void;
}

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
  let closed = false;
  let taken = 0;
  let overflow = false;
  doc.on('update', (update: Uint8Array) => {
    taken += update.length;
    if (taken > MAX_DOC_BYTES && !overflow) {
      overflow = true;
      provider?.disconnect();
    }
  });
  return {
    doc,
    awareness,
    config,
    overflow: () => overflow,
    async connect() {
      if (persistence || closed) return;
      persistence = new IndexeddbPersistence(`tabletop/${secrets.name}`, doc);
      await persistence.whenSynced;
      if (closed) return;
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
