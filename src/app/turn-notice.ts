/**
 * Your turn, noticed. While the page is in the background and the game asks
 * this player, the tab's title says so; if the player switched them on, a short
 * tone and a notification say it too. Back on the page, or once the move is
 * made elsewhere, the title is the page's own again. The choices are kept on
 * this device.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface TurnSettings {
  readonly sound: boolean;
  readonly notify: boolean;
}

const KEY = 'tt-turn-notice';

export function turnSettings(): TurnSettings {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<TurnSettings>;
    return { sound: s.sound === true, notify: s.notify === true };
  } catch {
    return { sound: false, notify: false };
  }
}

export function saveTurnSettings(s: TurnSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Private mode without storage: the choice lasts this page.
  }
}

/**
 * Whether this browser can show notifications, and what the player said to asking. Read once and then kept:
 * Chromium answers `Notification.permission` with a synchronous call to the browser process, and the table
 * asks on every drawing (it was a tenth of a busy page's time). The site settings changing it, the page
 * shown again, or asking (`askNotifications`) read it again.
 */
let permission: NotificationPermission | 'unsupported' | null = null;
let watching = false;
export function notifications(): NotificationPermission | 'unsupported' {
  if (permission !== null) return permission;
  if (!('Notification' in globalThis)) return (permission = 'unsupported');
  if (!watching) {
    watching = true;
    const again = () => (permission = null);
    // Where the permission's change is not told, coming back to the page reads it again.
    document.addEventListener('visibilitychange', again);
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => status.addEventListener('change', again))
      .catch(() => undefined);
  }
  return (permission = Notification.permission);
}

/** Asks the player to allow notifications; the answer is what `notifications` says from then on. */
export async function askNotifications(): Promise<NotificationPermission | 'unsupported'> {
  if (!('Notification' in globalThis)) return 'unsupported';
  permission = await Notification.requestPermission();
  return permission;
}

/** A short, quiet two-note chime (no sound file: made here). */
function chime(): void {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.35);
    gain.connect(ctx.destination);
    [660, 880].forEach((hz, i) => {
      const o = ctx.createOscillator();
      o.frequency.value = hz;
      o.connect(gain);
      o.start(ctx.currentTime + i * 0.12);
      o.stop(ctx.currentTime + 0.35);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // No audio here: the title still says it.
  }
}

export class TurnNotice implements ReactiveController {
  private asked = false;
  /** The page's own title while ours is shown. */
  private own: string | null = null;
  private readonly onVisibility = () => (this.doc.hidden && this.asked ? this.mark() : this.restore());

  constructor(
    host: ReactiveControllerHost,
    private readonly title: () => string,
    private readonly doc: Document = document,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.doc.addEventListener('visibilitychange', this.onVisibility);
  }

  hostDisconnected(): void {
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    this.restore();
  }

  /** What the table shows now: whether this player is asked. */
  update(asked: boolean): void {
    const was = this.asked;
    this.asked = asked;
    if (!asked) {
      this.restore();
      return;
    }
    if (was || !this.doc.hidden) return;
    this.mark();
    const s = turnSettings();
    if (s.sound) chime();
    if (s.notify && notifications() === 'granted') {
      try {
        new Notification(this.title(), { body: this.own ?? '', tag: 'tt-turn' });
      } catch {
        // Some browsers only notify from a service worker: the title still says it.
      }
    }
  }

  private mark(): void {
    this.own ??= this.doc.title;
    this.doc.title = `${this.title()} · ${this.own}`;
  }

  private restore(): void {
    if (this.own === null) return;
    this.doc.title = this.own;
    this.own = null;
  }
}
