// The undo button's words.

/** "Take back your strategy card pick", "Take back ending your turn": the move's words (`moveWords`), said to the player who moved. */
export function undoLabel(move: string): string {
  return `Take back ${move.replace(/\btheir\b/g, 'your')}`;
}
