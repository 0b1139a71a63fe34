import { expect } from '@open-wc/testing';

// The app relies on these for device keys, hashing and the on-disk room store.
describe('browser environment', () => {
  it('has WebCrypto with Ed25519 signing', async () => {
    expect(window.isSecureContext).to.equal(true);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('abc'));
    expect(new Uint8Array(digest)[0]).to.equal(0xba);
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
    const signature = await crypto.subtle.sign('Ed25519', keys.privateKey, new Uint8Array([1, 2, 3]));
    expect(signature.byteLength).to.equal(64);
  });

  it('has IndexedDB that stores and reads back a value', async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('env-test', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('kv');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('kv', 'readwrite');
    tx.objectStore('kv').put({ seat: 2 }, 'k');
    const value = await new Promise((resolve, reject) => {
      const get = tx.objectStore('kv').get('k');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    expect(value).to.deep.equal({ seat: 2 });
  });

  it('has RTCPeerConnection for WebRTC rooms', () => {
    expect(typeof RTCPeerConnection).to.equal('function');
  });
});
