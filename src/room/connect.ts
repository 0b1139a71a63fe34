/**
 * Opening a room's document on this device: the Y.Doc, kept in IndexedDB by
 * y-indexeddb (a reload loses nothing, offline moves wait there) and shared with
 * the other peers by y-webrtc, whose signaling URLs and ICE servers come from the
 * deployment's runtime config. Awareness tells who is connected: each device
 * publishes its public key.
 */
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebrtcProvider } from 'y-webrtc';
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
  /** Set once the document took in more than MAX_DOC_BYTES: the room no longer syncs here. */
  readonly overflow: () => boolean;
  readonly provider: WebrtcProvider;
  readonly persistence: IndexeddbPersistence;
  /** The deployment's runtime config (public/config.json). */
  readonly config: RuntimeConfig;
  /** Public keys of the devices connected now (this one included). */
  connectedKeys(): Set<string>;
  onPeersChange(listener: () => void): () => void;
  close(): void;
}

export async function openRoom(secrets: RoomSecrets, publicKey: string): Promise<OpenRoom> {
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(`tabletop/${secrets.name}`, doc);
  await persistence.whenSynced;
  const config = await loadRuntimeConfig();
  installChunking();
  const provider = new WebrtcProvider(secrets.name, doc, {
    signaling: signalingUrls(config, location),
    password: secrets.password,
    peerOpts: { config: { iceServers: config.iceServers } },
  });
  provider.awareness.setLocalStateField('key', publicKey);
  let taken = 0;
  let overflow = false;
  doc.on('update', (update: Uint8Array) => {
    taken += update.length;
    if (taken > MAX_DOC_BYTES && !overflow) {
      overflow = true;
      provider.disconnect();
    }
  });
  const testHook = globalThis as unknown as { __room?: unknown };
  testHook.__room = { provider, doc };
  return {
    doc,
    provider,
    persistence,
    config,
    overflow: () => overflow,
    connectedKeys() {
      const keys = new Set<string>([publicKey]);
      for (const s of provider.awareness.getStates().values()) {
        if (typeof (s as { key?: unknown }).key === 'string') keys.add((s as { key: string }).key);
      }
      return keys;
    },
    onPeersChange(listener) {
      provider.awareness.on('change', listener);
      return () => provider.awareness.off('change', listener);
    },
    close() {
      provider.destroy();
      void persistence.destroy();
      doc.destroy();
    },
  };
}
