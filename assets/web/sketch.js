// @ts-check
// Draws the table as the host sketched it (`src/rules/sketch.rs`): its areas top to bottom,
// each area's pieces in the game's own art, and makes a choice from the pieces tapped. The
// page knows no game. A choice is a set of taps: a piece's own, or a piece put on a place
// ("loot@slot-1"). A piece is offered while some choice still holds every tap made and its
// own; once the taps made are exactly a choice's, the button that plays it shows. A piece
// may also be dragged onto a place, which is tapping it and then the place.

/**
 * @typedef {import("./frames.js").Sketch} Sketch
 * @typedef {import("./frames.js").Piece} Piece
 */

/**
 * One tap made: the piece tapped, the place it went to where it went to one, and what the
 * two stand for in the choices' taps.
 * @typedef {{ piece: string, place: string | null, tap: string }} Tapped
 */

/**
 * What the player tapped towards the decision `decision`; `holding` is a piece tapped
 * that waits for a place.
 * @typedef {{ decision: number, tapped: Tapped[], holding: Piece | null }} Picking
 */

/**
 * What tapping does, for the page.
 * @typedef {{ changed: () => void, explain: (why: string) => void }} Told
 */

/** How far a finger moves on a piece before it is dragged, not tapped, in CSS pixels. */
const DRAG_FROM = 10;

/**
 * Nothing tapped yet towards `decision`.
 * @param {number} decision
 * @returns {Picking}
 */
export function newPicking(decision) {
    return { decision, tapped: [], holding: null };
}

/**
 * Every piece of `sketch`, by id.
 * @param {Sketch} sketch
 * @returns {Map<string, Piece>}
 */
function piecesOf(sketch) {
    return new Map(sketch.areas.flatMap((area) => area.pieces.map((piece) => [piece.id, piece])));
}

/**
 * The choices still open to the taps made: their numbers, those made by taps alone.
 * @param {Sketch} sketch
 * @param {Picking} picking
 * @returns {number[]}
 */
function open(sketch, picking) {
    const made = picking.tapped.map((tapped) => tapped.tap);
    return sketch.taps.flatMap((taps, choice) =>
        taps.length > 0 && made.every((tap) => taps.includes(tap)) ? [choice] : [],
    );
}

/**
 * The choice the taps made are exactly, where they are one.
 * @param {Sketch} sketch
 * @param {Picking} picking
 * @returns {number | null}
 */
export function ready(sketch, picking) {
    if (picking.holding !== null) return null;
    const made = picking.tapped.map((tapped) => tapped.tap);
    const choice = open(sketch, picking).find((choice) => sketch.taps[choice].length === made.length);
    return choice ?? null;
}

/**
 * Whether `piece` may be tapped now: to take back a tap made with it, to put the piece held
 * on it, or as one more tap towards a choice still open.
 * @param {Sketch} sketch
 * @param {Picking} picking
 * @param {Piece} piece
 */
function offered(sketch, picking, piece) {
    if (picking.tapped.some((tapped) => tapped.piece === piece.id || tapped.place === piece.id)) return true;
    if (piece.tap === undefined || piece.dim !== undefined) return false;
    const choices = open(sketch, picking).map((choice) => sketch.taps[choice]);
    const made = new Set(picking.tapped.map((tapped) => tapped.tap));
    const holding = picking.holding;
    if (piece.place) {
        if (holding?.tap === undefined) return false;
        const onIt = `${holding.tap}@${piece.tap}`;
        return !made.has(onIt) && choices.some((taps) => taps.includes(onIt));
    }
    if (piece.id === holding?.id) return true;
    const tap = piece.tap;
    return choices.some((taps) =>
        taps.some((wanted) => !made.has(wanted) && (wanted === tap || wanted.startsWith(`${tap}@`))),
    );
}

/**
 * The player tapped `piece`: a tap made, taken back, or a piece held put on a place.
 * @param {Sketch} sketch
 * @param {Picking} picking
 * @param {Piece} piece
 */
function tap(sketch, picking, piece) {
    const made = picking.tapped.findIndex((tapped) => tapped.piece === piece.id || tapped.place === piece.id);
    if (made >= 0) {
        picking.tapped.splice(made, 1);
        picking.holding = null;
        return;
    }
    const holding = picking.holding;
    if (piece.id === holding?.id) {
        picking.holding = null;
        return;
    }
    if (piece.place && holding?.tap !== undefined) {
        picking.tapped.push({ piece: holding.id, place: piece.id, tap: `${holding.tap}@${piece.tap}` });
        picking.holding = null;
        return;
    }
    const own = piece.tap ?? "";
    const plain = open(sketch, picking).some((choice) => sketch.taps[choice].includes(own));
    if (plain) {
        picking.tapped.push({ piece: piece.id, place: null, tap: own });
        picking.holding = null;
    } else {
        picking.holding = piece;
    }
}

/**
 * Draws `sketch` into `into`, `picking` the taps made; `locked` once the choice is sent,
 * when the pieces put on places turn face down and nothing is offered.
 * @param {HTMLElement} into
 * @param {Sketch} sketch
 * @param {Picking} picking
 * @param {boolean} locked
 * @param {Told} told
 */
export function drawSketch(into, sketch, picking, locked, told) {
    const pieces = piecesOf(sketch);
    /** @type {Map<string, Piece>} the piece put on each place */
    const onPlaces = new Map();
    for (const tapped of picking.tapped) {
        const piece = pieces.get(tapped.piece);
        if (tapped.place !== null && piece) onPlaces.set(tapped.place, piece);
    }
    const placedPieces = new Set(picking.tapped.filter((tapped) => tapped.place !== null).map((t) => t.piece));
    const tappedPieces = new Set(picking.tapped.map((tapped) => tapped.piece));
    const areas = sketch.areas.map((area) => {
        const section = document.createElement("section");
        section.className = `area area-${area.name}`;
        section.dataset.area = area.name;
        if (area.title !== undefined) section.append(words("h2", "", area.title));
        const row = document.createElement("div");
        row.className = "pieces";
        for (const piece of area.pieces) {
            const state = {
                offered: !locked && offered(sketch, picking, piece),
                tapped: tappedPieces.has(piece.id),
                placed: placedPieces.has(piece.id),
                holding: picking.holding?.id === piece.id,
                onIt: onPlaces.get(piece.id) ?? null,
                locked,
            };
            row.append(drawPiece(piece, state, () => {
                if (piece.dim !== undefined && !state.tapped) {
                    told.explain(piece.dim);
                    return;
                }
                if (!state.offered) return;
                tap(sketch, picking, piece);
                told.changed();
            }));
        }
        section.append(row);
        return section;
    });
    into.replaceChildren(...areas);
    if (!locked) dragOnto(into, sketch, pieces, picking, told);
}

/**
 * One piece: its art in layers, its caption and notes, and how it stands.
 * @param {Piece} piece
 * @param {{ offered: boolean, tapped: boolean, placed: boolean, holding: boolean, onIt: Piece | null, locked: boolean }} state
 * @param {() => void} touched
 * @returns {HTMLElement}
 */
function drawPiece(piece, state, touched) {
    const tappable = piece.tap !== undefined || piece.dim !== undefined;
    const shown = document.createElement(tappable ? "button" : "div");
    shown.className = `piece shape-${piece.shape}`;
    shown.dataset.piece = piece.id;
    if (piece.tone) shown.classList.add(`tone-${piece.tone}`);
    if (piece.place) shown.classList.add("place");
    shown.classList.toggle("offered", state.offered);
    shown.classList.toggle("tapped", state.tapped || state.onIt !== null);
    shown.classList.toggle("holding", state.holding);
    shown.classList.toggle("dim", piece.dim !== undefined);
    // A card put on a place shows on the place, not in the hand.
    shown.classList.toggle("gone", state.placed);
    if (shown instanceof HTMLButtonElement) {
        shown.type = "button";
        shown.setAttribute("aria-pressed", String(state.tapped || state.holding || state.onIt !== null));
        if (piece.dim !== undefined) shown.setAttribute("aria-disabled", "true");
        else shown.disabled = !state.offered;
        shown.addEventListener("click", touched);
    }
    const face = document.createElement("span");
    face.className = "face";
    face.append(...layers(piece.art ?? []));
    if (state.onIt !== null) {
        const put = document.createElement("span");
        put.className = "put";
        const art = state.locked && state.onIt.back?.length ? state.onIt.back : (state.onIt.art ?? []);
        put.append(...layers(art));
        face.append(put);
    }
    if (face.childElementCount > 0) shown.append(face);
    if (piece.caption !== undefined) shown.append(words("span", "caption", piece.caption));
    const onIt = state.onIt;
    if (onIt?.caption !== undefined && !state.locked) shown.append(words("span", "note put-name", onIt.caption));
    for (const note of piece.notes ?? []) shown.append(words("span", "note", note));
    return shown;
}

/**
 * The art pieces `names`, bottom first, stacked.
 * @param {string[]} names
 * @returns {HTMLImageElement[]}
 */
export function layers(names) {
    return names.map((name) => {
        const image = new Image();
        image.src = `art/${name}.svg`;
        image.alt = "";
        image.draggable = false;
        image.decoding = "async";
        return image;
    });
}

/**
 * Lets an offered piece be dragged onto a place: a tap on the piece, then one on the place
 * it is let go over. Nothing runs while no finger is down.
 * @param {HTMLElement} into
 * @param {Sketch} sketch
 * @param {Map<string, Piece>} pieces the sketch's, by id
 * @param {Picking} picking
 * @param {Told} told
 */
function dragOnto(into, sketch, pieces, picking, told) {
    for (const shown of into.querySelectorAll(".piece.offered:not(.place)")) {
        if (!(shown instanceof HTMLElement)) continue;
        const piece = pieces.get(shown.dataset.piece ?? "");
        if (!piece || !sketch.taps.some((taps) => taps.some((wanted) => wanted.startsWith(`${piece.tap}@`)))) continue;
        shown.classList.add("draggable");
        shown.addEventListener("pointerdown", (down) => {
            /** @type {HTMLElement | null} */
            let ghost = null;
            const move = (/** @type {PointerEvent} */ moved) => {
                const far = Math.hypot(moved.clientX - down.clientX, moved.clientY - down.clientY) > DRAG_FROM;
                if (ghost === null && far) {
                    const clone = shown.cloneNode(true);
                    if (!(clone instanceof HTMLElement)) return;
                    ghost = clone;
                    ghost.classList.add("ghost");
                    ghost.style.width = `${shown.offsetWidth}px`;
                    document.body.append(ghost);
                }
                if (ghost !== null) {
                    ghost.style.left = `${moved.clientX - shown.offsetWidth / 2}px`;
                    ghost.style.top = `${moved.clientY - shown.offsetHeight / 2}px`;
                }
            };
            const up = (/** @type {PointerEvent} */ lifted) => {
                window.removeEventListener("pointermove", move);
                window.removeEventListener("pointerup", up);
                window.removeEventListener("pointercancel", up);
                if (ghost === null) return;
                ghost.remove();
                const under = document.elementFromPoint(lifted.clientX, lifted.clientY)?.closest("[data-piece]");
                const place = pieces.get(under instanceof HTMLElement ? (under.dataset.piece ?? "") : "");
                if (!place?.place) return;
                if (picking.holding?.id !== piece.id) tap(sketch, picking, piece);
                if (offered(sketch, picking, place)) tap(sketch, picking, place);
                told.changed();
            };
            window.addEventListener("pointermove", move);
            window.addEventListener("pointerup", up);
            window.addEventListener("pointercancel", up);
        });
    }
}

/**
 * A new element `tag` of class `className` holding `text`.
 * @param {string} tag
 * @param {string} className
 * @param {string} text
 * @returns {HTMLElement}
 */
export function words(tag, className, text) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    made.textContent = text;
    return made;
}
