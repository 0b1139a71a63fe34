/**
 * Whether the table is laid out for a phone: a window narrower than 600 px
 * (a 390×844 phone and its kin). The table then puts the viewer's own town
 * right after the dice and the persons and folds the other players and "All
 * moves" behind disclosure buttons; wider windows keep the full layout.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

const PHONE = '(max-width: 599px)';

export class NarrowController implements ReactiveController {
  /** The window is phone-sized now. */
  matches = false;
  private query: MediaQueryList | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  private readonly onChange = (e: MediaQueryListEvent): void => {
    this.matches = e.matches;
    this.host.requestUpdate();
  };

  hostConnected(): void {
    this.query = matchMedia(PHONE);
    this.matches = this.query.matches;
    this.query.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.query?.removeEventListener('change', this.onChange);
    this.query = null;
  }
}
