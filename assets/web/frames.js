// @ts-check
// What the page and the host say once their frames are sealed: JSON, as
// `src/net/phones/frames.rs` writes and reads it. Every word in a host's frame is already
// in the phone's language; the page answers with numbers and the name its player typed.

/**
 * How a seat looks from the page: who holds it, and whether a phone may take it.
 * @typedef {{ seat: number, name: string, held: string, free: boolean }} Plate
 */

/**
 * What the host sends a phone.
 * @typedef {{ kind: "welcome", game: string, language: string, labels: Record<string, string>, seats: Plate[] }
 *   | { kind: "seats", seats: Plate[] }
 *   | { kind: "seated", seat: number, name: string, secret: string }
 *   | TableFrame
 *   | { kind: "refused", why: string }
 *   | { kind: "over", result: string }} ToPhone
 */

/**
 * The table as the phone's seat sees it, in words: `choices` are asked for under decision
 * number `decision`, and empty where the seat is not to decide.
 * @typedef {{ kind: "table", decision: number, turn: string, your_turn: boolean, hand: string[],
 *   table: string[], standings: string[], events: string[], choices: string[], sketch: Sketch }} TableFrame
 */

/**
 * The table drawn (`src/rules/sketch.rs`): its areas from the top, and for each choice, in
 * the order of `choices`, the taps that make it; a choice with none is a button of its own.
 * @typedef {{ portrait?: string[], areas: Area[], taps: string[][], go?: string }} Sketch
 */

/**
 * One part of the table, and its pieces.
 * @typedef {{ name: string, title?: string, pieces: Piece[] }} Area
 */

/**
 * One thing drawn: its art in layers from the bottom (names under the host's `art/`), its
 * words, what tapping it stands for, and how it stands.
 * @typedef {{ id: string, shape: "card" | "slot" | "die" | "portrait" | "token" | "words", art?: string[],
 *   caption?: string, notes?: string[], tap?: string, place?: boolean, back?: string[], dim?: string,
 *   tone?: "turn" | "won" | "lost" | "out" | "kept" }} Piece
 */

/**
 * What a phone sends the host.
 * @typedef {{ kind: "hello" }
 *   | { kind: "language", language: string }
 *   | { kind: "take", seat: number, name: string }
 *   | { kind: "back", seat: number, secret: string }
 *   | { kind: "decide", decision: number, choice: number }} FromPhone
 */

const KINDS = ["welcome", "seats", "seated", "table", "refused", "over"];

/**
 * The host's frame `text` holds, where it is one the page knows.
 * @param {string} text
 * @returns {ToPhone | null}
 */
export function readFrame(text) {
    try {
        const frame = JSON.parse(text);
        return frame && typeof frame === "object" && KINDS.includes(frame.kind) ? frame : null;
    } catch {
        return null;
    }
}

/**
 * `frame` as the host reads it.
 * @param {FromPhone} frame
 * @returns {string}
 */
export function writeFrame(frame) {
    return JSON.stringify(frame);
}
