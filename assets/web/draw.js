// @ts-check
// Draws what the page knows into `index.html`'s parts. Every word drawn is the host's: its
// labels for the page's headings and buttons, and its frames for the rest. The page draws
// when a frame arrives or the player taps, and is idle between.

/** @typedef {import("./frames.js").Plate} Plate */
/** @typedef {import("./frames.js").TableFrame} TableFrame */
/** @typedef {import("./connection.js").LineState} LineState */
/** @typedef {import("./sketch.js").Picking} Picking */

import { drawSketch, layers, newPicking, ready, words as text } from "./sketch.js";

/**
 * Everything the page shows.
 * @typedef {{
 *   game: string,
 *   labels: Record<string, string>,
 *   language: string,
 *   seats: Plate[],
 *   chosenSeat: number | null,
 *   player: string | null,
 *   claiming: boolean,
 *   table: TableFrame | null,
 *   decided: boolean,
 *   picking: Picking,
 *   covered: boolean,
 *   events: string[],
 *   notice: string | null,
 *   result: string | null,
 *   line: LineState,
 *   why: string,
 * }} View
 */

/**
 * What the player's taps on drawn buttons do.
 * @typedef {{ chooseSeat: (seat: number) => void, decide: (choice: number) => void, changed: () => void,
 *   explain: (why: string) => void, cover: (covered: boolean) => void }} Taps
 */

/** How many of the last events the page keeps, newest first. */
export const EVENTS_KEPT = 6;

/** Shown while the page waits for the table's first words: a sign, not a word. */
const WAITING = "…";

/**
 * The element of `index.html` with the id `id`.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function part(id) {
    const found = document.getElementById(id);
    if (found === null) throw new Error(`index.html has no #${id}`);
    return found;
}

/**
 * Draws all of `view`.
 * @param {View} view
 * @param {Taps} taps
 */
export function draw(view, taps) {
    drawLabels(view);
    drawHead(view);
    drawLine(view);
    drawNotice(view);
    drawSeats(view, taps);
    drawPlay(view, taps);
}

/** @param {View} view */
function drawLabels(view) {
    document.documentElement.lang = view.language;
    for (const labelled of document.querySelectorAll("[data-label]")) {
        labelled.textContent = view.labels[labelled.getAttribute("data-label") ?? ""] ?? "";
    }
}

/** @param {View} view */
function drawHead(view) {
    part("game").textContent = view.game;
    document.title = view.player ? `${view.player} · ${view.game}` : view.game;
    show(part("player"), view.player !== null).textContent = view.player ?? "";
    const portrait = view.player === null ? [] : (view.table?.sketch.portrait ?? []);
    show(part("portrait"), portrait.length > 0).replaceChildren(...layers(portrait));
    show(part("cover-button"), view.player !== null && view.result === null);
}

/**
 * How the line to the table stands, where it is not simply open.
 * @param {View} view
 */
function drawLine(view) {
    const words = {
        connecting: WAITING,
        open: "",
        reconnecting: view.labels["phone-page-reconnecting"] ?? WAITING,
        lost: view.labels["phone-page-lost"] ?? WAITING,
        ended: view.why,
    }[view.line];
    const line = show(part("line"), words !== "");
    line.textContent = words;
    line.classList.toggle("trouble", view.line === "lost" || view.line === "ended");
    document.body.classList.toggle("offline", view.line !== "open" && view.line !== "ended");
}

/** @param {View} view */
function drawNotice(view) {
    show(part("notice"), view.notice !== null).textContent = view.notice ?? "";
}

/**
 * The seats, before this phone holds one: each with who holds it, the free ones to tap.
 * @param {View} view
 * @param {Taps} taps
 */
function drawSeats(view, taps) {
    const choosing = view.game !== "" && view.player === null && !view.claiming;
    show(part("seats"), choosing);
    if (!choosing) return;
    const plates = view.seats.map((plate) => {
        const item = document.createElement("li");
        const shown = plate.free ? document.createElement("button") : document.createElement("div");
        shown.className = "plate";
        shown.append(text("span", "plate-name", plate.name), text("span", "plate-held", plate.held));
        if (shown instanceof HTMLButtonElement) {
            shown.type = "button";
            shown.classList.add("free");
            shown.setAttribute("aria-pressed", String(plate.seat === view.chosenSeat));
            shown.disabled = view.line !== "open";
            shown.addEventListener("click", () => taps.chooseSeat(plate.seat));
        }
        item.append(shown);
        return item;
    });
    part("plates").replaceChildren(...plates);
    const take = part("take");
    if (take instanceof HTMLButtonElement) take.disabled = view.chosenSeat === null || view.line !== "open";
}

/**
 * The table, once this phone holds a seat: whose turn, the table drawn, the choices, and
 * the cover over it all while the player keeps the phone face up on the table.
 * @param {View} view
 * @param {Taps} taps
 */
function drawPlay(view, taps) {
    show(part("play"), view.player !== null);
    document.body.classList.toggle("your-turn", view.player !== null && view.table?.your_turn === true && !view.decided);
    if (view.player === null) {
        show(part("cover"), false);
        return;
    }
    const table = view.table;
    show(part("result"), view.result !== null).textContent = view.result ?? "";
    const turn = show(part("turn"), table !== null && view.result === null);
    turn.textContent = table?.turn ?? "";
    turn.classList.toggle("yours", table?.your_turn === true);
    drawCover(view, taps);
    const sketch = table?.sketch ?? { areas: [], taps: [] };
    const asked = view.result === null && (table?.choices.length ?? 0) > 0;
    const locked = !asked || view.decided || view.line !== "open";
    drawSketch(part("sketch"), sketch, view.picking, locked, taps);
    drawChoosing(view, sketch, taps, asked);
    drawLines("hand", table?.hand ?? []);
    drawLines("table", table?.table ?? []);
    drawLines("standings", table?.standings ?? []);
    drawLines("events", view.events);
}

/**
 * What plays the decision: the button for the pieces tapped, once they make a choice, and
 * the buttons of the choices made by no piece.
 * @param {View} view
 * @param {import("./frames.js").Sketch} sketch
 * @param {Taps} taps
 * @param {boolean} asked
 */
function drawChoosing(view, sketch, taps, asked) {
    const table = view.table;
    const choices = asked ? (table?.choices ?? []) : [];
    const picked = asked ? ready(sketch, view.picking) : null;
    const anyTapped = view.picking.tapped.length > 0 || view.picking.holding !== null;
    const waiting = view.decided || view.line !== "open";
    const go = part("go");
    show(go, picked !== null);
    if (picked !== null && go instanceof HTMLButtonElement) {
        go.replaceChildren(text("span", "go-word", sketch.go ?? choices[picked]));
        if (sketch.go !== undefined) go.append(text("span", "go-what", choices[picked]));
        go.disabled = waiting;
        go.onclick = () => taps.decide(picked);
    }
    const clear = part("clear");
    show(clear, anyTapped && !view.decided);
    clear.onclick = () => {
        view.picking = newPicking(view.picking.decision);
        taps.changed();
    };
    const buttons = choices.flatMap((choice, number) => {
        if ((sketch.taps[number]?.length ?? 0) > 0) return [];
        const button = text("button", "choice", choice);
        if (button instanceof HTMLButtonElement) {
            button.type = "button";
            button.disabled = waiting;
        }
        button.addEventListener("click", () => taps.decide(number));
        return [button];
    });
    const listed = part("choices");
    listed.replaceChildren(...buttons);
    show(part("choosing"), picked !== null || anyTapped || buttons.length > 0);
    // The decision the buttons answer: a tap answers it once.
    listed.dataset.decision = String(table?.decision ?? "");
}

/**
 * The cover: the hand hidden under the card's back, the turn still told on it.
 * @param {View} view
 * @param {Taps} taps
 */
function drawCover(view, taps) {
    const cover = show(part("cover"), view.covered && view.result === null);
    cover.onclick = () => taps.cover(false);
    cover.onkeydown = (event) => (event.key === "Enter" || event.key === " ") && taps.cover(false);
    part("cover-turn").textContent = view.table?.turn ?? "";
    cover.classList.toggle("yours", view.table?.your_turn === true && !view.decided);
    part("cover-button").onclick = () => taps.cover(true);
}

/**
 * `lines` as the items of the list `id`, whose section shows only where it has some.
 * @param {string} id
 * @param {string[]} lines
 */
function drawLines(id, lines) {
    const list = part(id);
    list.replaceChildren(...lines.map((line) => text("li", "", line)));
    if (list.parentElement) show(list.parentElement, lines.length > 0);
}

/**
 * Shows `element` where `shown`, hides it otherwise; `element`.
 * @template {HTMLElement} E
 * @param {E} element
 * @param {boolean} shown
 * @returns {E}
 */
function show(element, shown) {
    element.hidden = !shown;
    return element;
}
