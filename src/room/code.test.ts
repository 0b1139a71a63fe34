import { describe, expect, it } from 'vitest';
import { codeVersion, inviteLink, parseRoomCode, roomSecrets } from './code.js';
import { roomCodeOf } from '../../engine/protocol/room-code.js';

describe('room codes', () => {
  it('are made from a genesis id: 60 bits in three groups, parsing back to themselves', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const c = roomCodeOf(`genesis-${i}`);
      expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(parseRoomCode(c)).toBe(c);
      expect(codeVersion(c)).toBe(2);
      seen.add(c);
    }
    expect(seen.size).toBe(200);
  });

  it('reads lower case, spaces, no dashes, misread letters and whole invite links', () => {
    expect(parseRoomCode('kq7m 2pxa h3td')).toBe('KQ7M-2PXA-H3TD');
    expect(parseRoomCode('KQ7M2PXAH3TD')).toBe('KQ7M-2PXA-H3TD');
    expect(parseRoomCode('kq7m-2pxo-h3tl')).toBe('KQ7M-2PX0-H3T1');
    expect(parseRoomCode('https://example.org/#/join/KQ7M-2PXA-H3TD')).toBe('KQ7M-2PXA-H3TD');
    expect(parseRoomCode(inviteLink('KQ7M-2PXA-H3TD', { origin: 'http://h:8080', pathname: '/' }))).toBe('KQ7M-2PXA-H3TD');
  });

  it('still reads the eight-character codes of version-1 rooms', () => {
    expect(parseRoomCode('kq7m 2pxa')).toBe('KQ7M-2PXA');
    expect(codeVersion('KQ7M-2PXA')).toBe(1);
  });

  it('refuses what is not a code', () => {
    for (const bad of ['', 'KQ7M', 'KQ7M-2PXAA', 'KQ7M-2PXA-H3TU', 'hello world', '#/room/new/feebleton', '%E0%A4%A']) expect(parseRoomCode(bad)).toBeNull();
  });

  it('derives a room name and password that reveal nothing of the code, the same on every device, apart per version', async () => {
    const a = await roomSecrets('KQ7M-2PXA-H3TD', 1000);
    const b = await roomSecrets('KQ7M-2PXA-H3TD', 1000);
    const c = await roomSecrets('KQ7M-2PXA-H3TE', 1000);
    expect(a).toEqual(b);
    expect(a.name).not.toEqual(c.name);
    expect(a.name).not.toContain('KQ7M');
    expect(a.password).not.toEqual(a.name);
    const v1 = await roomSecrets('KQ7M-2PXA', 1000);
    expect(v1.name.startsWith('tt-')).toBe(true);
    expect(a.name.startsWith('tt2-')).toBe(true);
  });
});
