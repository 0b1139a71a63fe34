import { expect } from '@open-wc/testing';
import { idbRecord, roomIdentity } from '../../src/room/record-idb.js';
import { entryId, signEntry, type Entry } from '../../engine/protocol/entry.js';

const room = (name: string) => `record-test-${name}-${Math.random().toString(36).slice(2)}`;

describe('the device\u2019s own record of a room (IndexedDB)', () => {
  it('gives every room its own identity key, the same on every opening', async () => {
    const [a, b] = [room('a'), room('b')];
    const idA = await roomIdentity(a);
    expect((await roomIdentity(a)).publicKey).to.equal(idA.publicKey);
    expect((await roomIdentity(b)).publicKey).not.to.equal(idA.publicKey);
    expect(idA.privateKey).to.be.instanceOf(CryptoKey);
    expect((idA.privateKey as CryptoKey).extractable).to.equal(false);
  });

  it('keeps what it verified and what it signed, and never replaces a position it signed', async () => {
    const name = room('r');
    const id = await roomIdentity(name);
    const record = idbRecord(name);
    const e1: Entry = await signEntry(id, { room: name, parent: 'p', body: { t: 'move', seat: 0, action: 1 } });
    const e2: Entry = await signEntry(id, { room: name, parent: 'p', body: { t: 'move', seat: 0, action: 2 } });
    await record.addVerified([{ id: entryId(e1), entry: e1 }]);
    await record.addSigned([{ position: 'p\u0000next', entry: e1, held: false }]);
    let refused = false;
    await record.addSigned([{ position: 'p\u0000next', entry: e2, held: false }]).catch(() => (refused = true));
    expect(refused).to.equal(true);
    const loaded = await record.load();
    expect(loaded.verified).to.deep.equal([{ id: entryId(e1), entry: e1 }]);
    expect(loaded.signed.map((s) => s.entry.sig)).to.deep.equal([e1.sig]);
    expect((await idbRecord(room('other')).load()).signed).to.deep.equal([]);
  });

  it('gives each verified entry its id back, hashing only rows kept before ids were stored', async () => {
    const name = room('ids');
    const id = await roomIdentity(name);
    const [e1, e2] = await Promise.all([1, 2].map((action) => signEntry(id, { room: name, parent: 'p', body: { t: 'move', seat: 0, action } })));
    // A stored id is given back as it is (the record is the device's own): a made-up one shows it is not recomputed.
    await idbRecord(name).addVerified([{ id: 'kept-id' as never, entry: e1! }]);
    // A row as an earlier version kept it: no id.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('tabletop-record');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('verified', 'readwrite');
    tx.objectStore('verified').put({ room: name, id: `${e2!.author}/${e2!.sig}`, entry: e2 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    const loaded = await idbRecord(name).load();
    const byAction = new Map(loaded.verified.map((v) => [v.entry.body.action, v.id]));
    expect(byAction.get(1)).to.equal('kept-id');
    expect(byAction.get(2)).to.equal(entryId(e2!));
  });

  it('keeps the proof checks it worked out under the checker version, and drops another version’s', async () => {
    const name = room('checks');
    const record = idbRecord(name);
    const pass = ['pass/x', ['ct1', 'ct2']] as const;
    const key = ['key\u0000r', { ok: true, value: 'k' }] as const;
    const sorted = (list: readonly (readonly [string, unknown])[]) => [...list].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    await record.addChecks('v1', [pass, key]);
    // A row as an earlier version kept it: one check a row.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('tabletop-record');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('checks', 'readwrite');
    tx.objectStore('checks').put({ room: name, version: 'v1', key: 'share/old', value: null });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    expect(sorted(await record.loadChecks('v1'))).to.deep.equal(sorted([pass, key, ['share/old', null]]));
    expect(await idbRecord(room('other')).loadChecks('v1')).to.deep.equal([]);
    expect(await record.loadChecks('v2')).to.deep.equal([]);
    expect(await record.loadChecks('v1')).to.deep.equal([]);
  });
});
