/** Saves a game record as a JSON file the replay viewer can open. */
import type { GameRecord } from '../session/controller.js';

export function downloadRecord(record: GameRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${record.gameId}-${record.exportedAt.slice(0, 19).replace(/[:T]/g, '-')}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
