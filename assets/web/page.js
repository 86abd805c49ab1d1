// @ts-check
// The phone's page: a player takes a seat at the table and plays it by tapping. The table's
// secret is the address's fragment, which the browser never sends. The page keeps what the
// host last said (`draw.js` draws it) and answers the player's taps over its line to the
// table (`connection.js`).

import { Connection } from "./connection.js";
import { EVENTS_KEPT, draw, part } from "./draw.js";
import { LANGUAGES, chosenLanguage, keepLanguage } from "./language.js";
import { newPicking } from "./sketch.js";

/** @typedef {import("./draw.js").View} View */
/** @typedef {import("./frames.js").ToPhone} ToPhone */

const tableSecret = location.hash.slice(1);

/** @type {View} */
const view = {
    game: "",
    labels: {},
    language: chosenLanguage(),
    seats: [],
    chosenSeat: null,
    player: null,
    claiming: false,
    table: null,
    decided: false,
    picking: newPicking(0),
    covered: false,
    events: [],
    notice: null,
    result: null,
    line: "connecting",
    why: "",
};

const connection = new Connection(tableSecret, view.language, {
    frame(frame) {
        heard(frame);
        redraw();
    },
    state(line, why) {
        view.line = line;
        view.why = why;
        redraw();
    },
    unclaimed() {
        view.player = null;
        view.table = null;
        view.events = [];
        view.result = null;
    },
});

/** @type {import("./draw.js").Taps} */
const taps = {
    chooseSeat(seat) {
        view.chosenSeat = seat;
        redraw();
    },
    decide(choice) {
        if (view.table === null || view.decided) return;
        view.decided = connection.decide(view.table.decision, choice);
        view.notice = null;
        redraw();
    },
    changed() {
        view.notice = null;
        redraw();
    },
    explain(why) {
        view.notice = why;
        redraw();
    },
    cover(covered) {
        view.covered = covered;
        redraw();
    },
};

/** The decision the phone last buzzed for: each buzzes once, however often it is drawn. */
let buzzedFor = -1;

/**
 * Buzzes the phone, where it can, when the table asks the player something new.
 * @param {import("./frames.js").TableFrame} table
 */
function buzzIfAsked(table) {
    if (!table.your_turn || table.decision === buzzedFor) return;
    buzzedFor = table.decision;
    navigator.vibrate?.([90, 60, 90]);
}

function redraw() {
    view.claiming = connection.claiming;
    draw(view, taps);
}

/**
 * Takes in what the host said.
 * @param {ToPhone} frame
 */
function heard(frame) {
    switch (frame.kind) {
        case "welcome":
            view.game = frame.game;
            view.labels = frame.labels;
            view.language = frame.language;
            // The events kept were told in the language before, or before a reconnection.
            view.events = [];
            languagePicker().value = frame.language;
            takeInSeats(frame.seats);
            break;
        case "seats":
            takeInSeats(frame.seats);
            break;
        case "seated":
            view.player = frame.name;
            view.notice = null;
            break;
        case "table":
            // The same decision told again (a name changed, another seat decided) keeps what
            // was tapped for it, and a choice sent stays sent.
            if (view.table?.decision !== frame.decision) {
                view.picking = newPicking(frame.decision);
                view.decided = false;
            }
            view.table = frame;
            buzzIfAsked(frame);
            view.events = [...frame.events].reverse().concat(view.events).slice(0, EVENTS_KEPT);
            break;
        case "refused":
            view.notice = frame.why;
            // A decision refused (the table moved on, say) may be made again.
            view.decided = false;
            break;
        case "over":
            view.result = frame.result;
            break;
    }
}

/**
 * The seats as the host holds them now; a seat chosen that is taken meanwhile is chosen
 * no longer, and where one seat alone is free it is chosen already.
 * @param {import("./frames.js").Plate[]} seats
 */
function takeInSeats(seats) {
    view.seats = seats;
    const free = seats.filter((plate) => plate.free);
    if (!free.some((plate) => plate.seat === view.chosenSeat)) view.chosenSeat = null;
    if (free.length === 1) view.chosenSeat = free[0].seat;
}

/** @returns {HTMLSelectElement} */
function languagePicker() {
    const picker = part("language");
    if (!(picker instanceof HTMLSelectElement)) throw new Error("#language is a select");
    return picker;
}

/** The controls drawn once: the language picker, the name and its button, the notice. */
function wireControls() {
    const picker = languagePicker();
    picker.replaceChildren(
        ...LANGUAGES.map(({ code, name }) => {
            const option = new Option(name, code, false, code === view.language);
            option.lang = code;
            return option;
        }),
    );
    picker.addEventListener("change", () => {
        keepLanguage(picker.value);
        connection.speak(picker.value);
    });
    const name = part("name");
    const take = () => {
        if (view.chosenSeat === null || !(name instanceof HTMLInputElement)) return;
        connection.take(view.chosenSeat, name.value.trim());
    };
    part("take").addEventListener("click", take);
    name.addEventListener("keydown", (event) => event.key === "Enter" && take());
    part("notice").addEventListener("click", () => {
        view.notice = null;
        redraw();
    });
}

wireControls();
redraw();
connection.start();
// Another table's address opened in this tab changes the fragment alone: that table's
// secret needs a page of its own.
window.addEventListener("hashchange", () => location.reload());
