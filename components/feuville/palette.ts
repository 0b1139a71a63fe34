/**
 * Feuville's colours, light and dark (components/shared/palette.ts says how pairs work):
 * the three rows of a town, the board's spots, the fairy tiles' backs.
 */
import type { Pair } from '../../components/shared/palette.js';

export const FV = {
  board: ['#f4efe2', '#201e1a'],
  wall: ['#e4d3b4', '#4a3c26'],
  tower: ['#d8c6e6', '#3f3154'],
  sky: ['#cfe6f7', '#1d3a52'],
  start: ['#b9b2a4', '#47433b'],
  ruin: ['#4a3b33', '#0f0b09'],
  'ruin-ink': ['#ffffff', '#f3efe6'],
  'ruin-line': ['#2b211c', '#6b5a50'],
  /** The dragon's fire: the flare of a tile that burns (motion, no text on it). */
  flame: ['#e8590c', '#ff7a2e'],
  grass: ['#4f9a3c', '#3f8a2e'],
  crest: ['#c9a227', '#c9a227'],
  decree: ['#fff2b8', '#463a0e'],
  magic: ['#efe3fa', '#352a45'],
  /** Frames of spots and items: seen against the board. */
  frame: ['#b8ad9b', '#6b6357'],
  /** A tile's own edge, and the column frames of a town. */
  edge: ['#6d6456', '#8a8175'],
  'col-line': ['#c9c1b3', '#4f4a42'],
  gnome: ['#7a4a00', '#f0b35a'],
  'fairy-back': ['#5b3f7a', '#5b3f7a'],
  'fairy-back-2': ['#6d4d91', '#6d4d91'],
  'fairy-line': ['#3d2a52', '#9d7fc4'],
  'fairy-ink': ['#ffffff', '#ffffff'],
} as const satisfies Record<string, Pair>;
