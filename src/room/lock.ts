/**
 * One tab signs for a room (docs/protocol.md §3): a device's record keeps it
 * from signing two entries for one position, but two tabs of one browser would
 * each sign on their own. The tab that opens a room first holds its Web Lock
 * until it leaves; another tab opens the room read-only.
 */
export interface RoomLock {
  /** Whether this tab holds the lock (and may sign). */
  readonly held: boolean;
  release(): void;
}

export async function lockRoom(name: string): Promise<RoomLock> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return { held: true, release: () => undefined };
  let release = (): void => undefined;
  const held = await new Promise<boolean>((resolve) => {
    void locks.request(`tabletop/room/${name}`, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock ? new Promise<void>((r) => (release = r)) : undefined;
    });
  });
  return { held, release: () => release() };
}
