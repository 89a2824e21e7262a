// The states a viewer's frames make (docs/web-api.md "Move frames"): a `state` frame is a
// whole state; a `move` frame carries only what its move changed, applied here to the state
// before it, written apart from the client's own code so that each checks the other. A
// frame that cannot follow (no state yet, a ply skipped, a square off the board, an entry
// that did not change) is an error: on one connection the server sends every frame in turn.

// The state after `frame`, from the state after the ply before it.
export function applyMoveFrame(state, frame) {
  if (!state) throw new Error(`a move frame for ply ${frame.ply} before any state`);
  if (frame.ply !== state.log.length + 1) throw new Error(`a move frame for ply ${frame.ply} on the state after ply ${state.log.length}`);
  const { type: _type, squares, ply, side, from, to, battle, rescue_to, rescue_rank, ...fields } = frame;
  const entry = { ply, side, from, to, battle };
  if (rescue_to !== undefined) Object.assign(entry, { rescue_to, rescue_rank });
  const before = new Map(state.board.map((s) => [s.square, s]));
  for (const square of squares) {
    const old = before.get(square.square);
    if (!old) throw new Error(`ply ${ply}: a move frame changes ${square.square}, which is not on the board`);
    if (JSON.stringify(old) === JSON.stringify(square)) throw new Error(`ply ${ply}: a move frame sends ${square.square} unchanged`);
  }
  const changed = new Map(squares.map((s) => [s.square, s]));
  const { chat: _chat, ...kept } = state;
  return { ...kept, ...fields, board: state.board.map((s) => changed.get(s.square) ?? s), log: [...state.log, entry] };
}

// Every state or move frame of a viewer's frames, in order, with the state it leaves;
// frames of other kinds (chat, presence, the lobby's) are left out.
export function framesWithStates(payloads) {
  const frames = [];
  let state = null;
  for (const payload of payloads) {
    const message = JSON.parse(payload);
    if (message.type === "state") {
      const { type: _type, ...whole } = message;
      state = whole;
    } else if (message.type === "move") {
      state = applyMoveFrame(state, message);
    } else {
      continue;
    }
    frames.push({ payload, message, state });
  }
  return frames;
}
