import { describe, expect, it } from 'vitest';
import { inviteLink, newRoomCode, parseRoomCode, roomSecrets } from './code.js';

describe('room codes', () => {
  it('makes codes that parse back to themselves', () => {
    for (let i = 0; i < 50; i++) {
      const c = newRoomCode();
      expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(parseRoomCode(c)).toBe(c);
    }
  });

  it('reads lower case, spaces, no dash, misread letters and whole invite links', () => {
    expect(parseRoomCode('kq7m 2pxa')).toBe('KQ7M-2PXA');
    expect(parseRoomCode('KQ7M2PXA')).toBe('KQ7M-2PXA');
    expect(parseRoomCode('kq7m-2pxo')).toBe('KQ7M-2PX0');
    expect(parseRoomCode('https://example.org/#/join/KQ7M-2PXA')).toBe('KQ7M-2PXA');
    expect(parseRoomCode(inviteLink('KQ7M-2PXA', { origin: 'http://h:8080', pathname: '/' }))).toBe('KQ7M-2PXA');
  });

  it('refuses what is not a code', () => {
    for (const bad of ['', 'KQ7M', 'KQ7M-2PXAA', 'KQ7M-2PXU', 'hello world', '#/room/new/feebleton']) expect(parseRoomCode(bad)).toBeNull();
  });

  it('derives a room name and password that reveal nothing of the code, the same on every device', async () => {
    const a = await roomSecrets('KQ7M-2PXA', 1000);
    const b = await roomSecrets('KQ7M-2PXA', 1000);
    const c = await roomSecrets('KQ7M-2PXB', 1000);
    expect(a).toEqual(b);
    expect(a.name).not.toEqual(c.name);
    expect(a.name).not.toContain('KQ7M');
    expect(a.password).not.toEqual(a.name);
  });
});
