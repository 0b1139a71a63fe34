/** Layout of the options forms (components/shared/options/ and each game's options.ts), for the pages that show them. */
import { css } from 'lit';

export const optionStyles = css`
  fieldset { border: 2px solid var(--_rule); border-radius: var(--_radius); margin: 0.75rem 0 0; padding: 0.5rem 0.75rem; min-width: 0; }
  legend { font-weight: 700; padding: 0 0.25rem; }
  .row > label { display: inline-flex; align-items: center; gap: 0.3rem; min-height: 44px; margin: 0; font-weight: 400; }
  .map { display: grid; gap: 0.3rem; margin-top: 0.5rem; }
  .map .cell { margin: 0; min-width: 0; }
  .map select { width: 100%; font-size: 0.85rem; padding: 0.2rem; }
`;
