import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, signalingUrls } from './config.js';

describe('runtime config', () => {
  it('reads the shipped default as same-origin signaling and no ICE servers', () => {
    const config = parseRuntimeConfig({ signaling: [], iceServers: [] });
    expect(signalingUrls(config, { protocol: 'http:', host: 'localhost:8080' })).toEqual(['ws://localhost:8080/signal']);
    expect(signalingUrls(config, { protocol: 'https:', host: 'games.example' })).toEqual(['wss://games.example/signal']);
    expect(config.iceServers).toEqual([]);
  });

  it('keeps configured servers and drops malformed entries', () => {
    const config = parseRuntimeConfig({
      signaling: ['wss://signal.example', 'http://not-ws.example', 42],
      iceServers: [{ urls: 'stun:stun.example:3478' }, { urls: ['turn:t.example'], username: 'u', credential: 'c' }, { url: 'x' }, null],
    });
    expect(signalingUrls(config, { protocol: 'https:', host: 'x' })).toEqual(['wss://signal.example']);
    expect(config.iceServers).toHaveLength(2);
  });

  it('takes a forfeit timeout between 5 s and an hour, else the default', () => {
    expect(parseRuntimeConfig({ forfeitAfterSeconds: 20 }).forfeitAfterSeconds).toBe(20);
    expect(parseRuntimeConfig({ forfeitAfterSeconds: 1 }).forfeitAfterSeconds).toBe(90);
    expect(parseRuntimeConfig({ forfeitAfterSeconds: '20' }).forfeitAfterSeconds).toBe(90);
    expect(parseRuntimeConfig({ botDelayMs: 0 }).botDelayMs).toBe(0);
    expect(parseRuntimeConfig({ botDelayMs: 60_000 }).botDelayMs).toBe(600);
  });

  it('treats junk as the defaults', () => {
    expect(parseRuntimeConfig('nonsense')).toEqual({ signaling: [], iceServers: [], forfeitAfterSeconds: 90, botDelayMs: 600 });
  });
});
