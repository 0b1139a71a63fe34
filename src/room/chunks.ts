/**
 * Large messages over WebRTC data channels. y-webrtc sends a peer everything
 * it lacks as ONE message, and Chromium drops data-channel messages over
 * 256 KiB without a word (y-webrtc catches the error), so a newcomer to a room
 * whose document has grown past that would never catch up.
 *
 * This splits every outgoing message over CHUNK bytes into numbered chunks and
 * reassembles them on arrival, below y-webrtc, in simple-peer (the one Peer class
 * y-webrtc uses). A chunk starts with 0xFF, a byte no y-webrtc message starts
 * with (its message types are small varints), so whole messages pass unchanged.
 * Everything that arrives is untrusted: counts and pending messages are bounded.
 */
// @ts-expect-error simple-peer ships no types for its browser bundle
import Peer from 'simple-peer/simplepeer.min.js';

import { CHUNK, MAGIC, reassemble, split } from './chunking.js';

type PeerLike = {
  send(data: Uint8Array): void;
  _onChannelMessage(event: { data: unknown }): void;
  __partials?: Parameters<typeof reassemble>[0]['__partials'];
};

let installed = false;

export function installChunking(): void {
  if (installed) return;
  installed = true;
  const proto = (Peer as { prototype: PeerLike }).prototype;
  const send = proto.send;
  const receive = proto._onChannelMessage;
  proto.send = function (this: PeerLike, data: Uint8Array) {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data as ArrayBuffer);
    if (bytes.length <= CHUNK) return send.call(this, bytes);
    // The id only tells this peer's messages in flight apart: it needs no secrecy.
    for (const c of split(bytes, crypto.getRandomValues(new Uint32Array(1))[0]!)) send.call(this, c);
  };
  proto._onChannelMessage = function (this: PeerLike, event: { data: unknown }) {
    const raw = event.data;
    const bytes =
      raw instanceof ArrayBuffer ? new Uint8Array(raw) : ArrayBuffer.isView(raw) ? new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength) : null;
    if (!bytes || bytes[0] !== MAGIC) return deliver(this, event);
    const whole = reassemble(this, bytes);
    if (whole) deliver(this, { data: whole.buffer });
  };
  /**
   * A peer can send a message Yjs cannot read (a value nested 200,000 deep makes
   * it overflow the stack); Yjs then leaves the document as it was. The message is
   * dropped here with a warning, instead of an uncaught error in the page.
   */
  const deliver = (peer: PeerLike, event: { data: unknown }): void => {
    try {
      receive.call(peer, event);
    } catch (e) {
      console.warn('tabletop: a message from a peer could not be read and was dropped:', (e as Error).message);
    }
  };
}
