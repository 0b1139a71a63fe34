/**
 * Rooms of protocol version 1 (eight-character codes), read-only: this
 * device's copy of the room's document (y-indexeddb, under the name the room
 * had then), with whatever peers of that room are online for a moment, turned
 * into a game record for the replay viewer. Nothing is ever written to it.
 */
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebrtcProvider } from 'y-webrtc';
import { isGameId, loadGame } from '../games.js';
import { loadRuntimeConfig, signalingUrls } from '../config.js';
import { roomSecrets } from '../room/code.js';
import { logOf } from '../room/doc.js';
import type { GameRecord } from './controller.js';
import { versionOneRecord } from './net-replay.js';

/** How long to listen for peers of the old room before reading what this device has. */
const LISTEN_MS = 3000;

export async function openLegacy(code: string): Promise<GameRecord> {
  const secrets = await roomSecrets(code);
  const doc = new Y.Doc();
  const persistence = new IndexeddbPersistence(`tabletop/${secrets.name}`, doc);
  await persistence.whenSynced;
  const config = await loadRuntimeConfig();
  const provider = new WebrtcProvider(secrets.name, doc, {
    signaling: signalingUrls(config, location),
    password: secrets.password,
    peerOpts: { config: { iceServers: config.iceServers } },
  });
  await new Promise((resolve) => setTimeout(resolve, LISTEN_MS));
  provider.destroy();
  const entries = logOf(doc).toArray();
  void persistence.destroy();
  doc.destroy();
  const genesis = entries.find((e) => (e as { parent?: unknown })?.parent === '') as { body?: { game?: unknown } } | undefined;
  const gameId = genesis?.body?.game;
  if (!isGameId(gameId)) throw new Error('this device holds nothing of that room');
  const record = await versionOneRecord(await loadGame(gameId), secrets.name, entries);
  if (!record) throw new Error('that room\u2019s game never started');
  return record;
}
