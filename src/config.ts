/**
 * The runtime config a deployment serves at /config.json, read once at start-up, so one
 * build runs on any host: `npm start`'s own server, or a static host pointed at someone's
 * signaling server.
 *
 *   signaling   WebSocket URLs of y-webrtc signaling servers. Empty means this origin's
 *               `/signal` (ws: under http:, wss: under https:), which is what `npm start` serves.
 *   iceServers  RTCIceServer entries (STUN/TURN) handed to every RTCPeerConnection. Empty
 *               means host candidates only: enough on one LAN, not across most NATs.
 *   forfeitAfterSeconds  how long a room waits for a player before the others may sign a
 *               forfeit against them (default 90; 5 to 3600).
 *   botDelayMs  how long a bot hosted in a room waits before each move, so people can
 *               follow (default 600; 0 to 5000).
 */
export interface RuntimeConfig {
  signaling: string[];
  iceServers: RTCIceServer[];
  forfeitAfterSeconds: number;
  botDelayMs: number;
}

export const DEFAULT_FORFEIT_SECONDS = 90;
export const DEFAULT_BOT_DELAY_MS = 600;

const inRange = (x: unknown, min: number, max: number, dflt: number): number => (typeof x === 'number' && x >= min && x <= max ? x : dflt);

/** Validates untrusted config JSON; unknown fields are ignored, bad entries dropped. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const obj = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const signaling = Array.isArray(obj.signaling) ? obj.signaling.filter((u): u is string => typeof u === 'string' && /^wss?:\/\//.test(u)) : [];
  const iceServers = Array.isArray(obj.iceServers) ? obj.iceServers.filter(isIceServer) : [];
  return {
    signaling,
    iceServers,
    forfeitAfterSeconds: inRange(obj.forfeitAfterSeconds, 5, 3600, DEFAULT_FORFEIT_SECONDS),
    botDelayMs: inRange(obj.botDelayMs, 0, 5000, DEFAULT_BOT_DELAY_MS),
  };
}

function isIceServer(x: unknown): x is RTCIceServer {
  if (typeof x !== 'object' || x === null) return false;
  const urls = (x as { urls?: unknown }).urls;
  return typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
}

/** The signaling URLs to use, with the empty list meaning this origin's /signal. */
export function signalingUrls(config: RuntimeConfig, location: { protocol: string; host: string }): string[] {
  if (config.signaling.length > 0) return config.signaling;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return [`${scheme}//${location.host}/signal`];
}

/** Fetches /config.json; offline or missing, it falls back to the defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    return parseRuntimeConfig(res.ok ? await res.json() : {});
  } catch {
    return parseRuntimeConfig({});
  }
}
