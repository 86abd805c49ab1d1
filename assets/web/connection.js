// @ts-check
// The page's line to the table: a WebSocket to the page's own server, its frames sealed
// (`seal.js`). A line that drops is opened again on its own, with fresh keys, a little
// later each time; the seat comes back by the claim the host handed out, which the page
// keeps (`claim.js`). The line stays closed only where the host closed it and said why
// (the table closed, the address holds another table's secret, the seat went elsewhere),
// or once the match is over.

import { forgetClaim, keepClaim, keptClaim } from "./claim.js";
import { readFrame, writeFrame } from "./frames.js";
import { Opening } from "./seal.js";

/** @typedef {import("./frames.js").ToPhone} ToPhone */
/** @typedef {import("./frames.js").FromPhone} FromPhone */
/** @typedef {import("./seal.js").Sealer} Sealer */

/**
 * How the line stands: opening for the first time, open, opening again after a drop, not
 * reached for a good while (it tries again when the phone wakes or its network returns),
 * or closed for good (by the host, which said why, or after the match).
 * @typedef {"connecting" | "open" | "reconnecting" | "lost" | "ended"} LineState
 */

/**
 * What the page hears from its line.
 * @typedef {{
 *   frame: (frame: ToPhone) => void,
 *   state: (state: LineState, why: string) => void,
 *   unclaimed: () => void,
 * }} Listeners
 */

/** The close code of a host that closes a phone's line saying why, in words. */
const HOST_SAID_WHY = 4000;
/** The wait before the first try again, and the longest between tries. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 5000;
/** After this long without reaching the table, the page says it is lost and stops trying on its own. */
const LOST_AFTER_MS = 30_000;
/** How long an opening may take before it counts as failed, as the host allows. */
const OPENING_DEADLINE_MS = 10_000;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

export class Connection {
    /**
     * @param {string} tableSecret the table's secret, from the address's fragment
     * @param {string} language the code of the language the page reads
     * @param {Listeners} listeners
     */
    constructor(tableSecret, language, listeners) {
        /** @private */
        this.tableSecret = tableSecret;
        /** @private */
        this.language = language;
        /** @private */
        this.listeners = listeners;
        /** @private @type {WebSocket | null} */
        this.socket = null;
        /** @private @type {Sealer | null} */
        this.sealer = null;
        /** @private Whether this line holds a seat. */
        this.seated = false;
        /** Whether the page asked for its claimed seat back and has no answer yet. */
        this.claiming = false;
        /** @private Whether the table ever answered this page. */
        this.reachedOnce = false;
        /** @private Whether the match is over: the table has nothing more to say. */
        this.over = false;
        /** @private Whether the line is closed for good. */
        this.ended = false;
        /** @private @type {number | null} When the tries that keep failing began. */
        this.failingSince = null;
        /** @private */
        this.wait = FIRST_WAIT_MS;
        /** @private @type {ReturnType<typeof setTimeout> | undefined} The next try, or the opening's deadline. */
        this.timer = undefined;
    }

    /** Opens the line, and opens it again whenever the phone wakes or its network returns. */
    start() {
        const again = () => this.openAgainNow();
        document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && again());
        window.addEventListener("online", again);
        this.open();
    }

    /**
     * Asks for the free phone seat `seat`, under `name`.
     * @param {number} seat
     * @param {string} name
     */
    take(seat, name) {
        return this.send({ kind: "take", seat, name });
    }

    /**
     * Answers decision number `decision` with the choice numbered `choice`.
     * @param {number} decision
     * @param {number} choice
     */
    decide(decision, choice) {
        return this.send({ kind: "decide", decision, choice });
    }

    /**
     * Reads `language` from now on: the host sends everything again in it.
     * @param {string} language
     */
    speak(language) {
        this.language = language;
        this.send({ kind: "language", language });
    }

    /** Whether frames reach the host now. */
    get isOpen() {
        return this.sealer !== null && this.socket?.readyState === WebSocket.OPEN;
    }

    /**
     * Sends `frame`, sealed; false where the line is not open.
     * @private
     * @param {FromPhone} frame
     */
    send(frame) {
        if (!this.isOpen || !this.socket || !this.sealer) return false;
        this.socket.send(this.sealer.seal(utf8.encode(writeFrame(frame))));
        return true;
    }

    /** @private */
    openAgainNow() {
        if (this.ended) return;
        this.failingSince = null;
        this.wait = FIRST_WAIT_MS;
        this.open();
    }

    /**
     * A new socket, with fresh keys, in place of any before it.
     * @private
     */
    open() {
        this.drop();
        this.listeners.state(this.reachedOnce || this.failingSince !== null ? "reconnecting" : "connecting", "");
        const socket = new WebSocket(`ws://${location.host}/ws`);
        socket.binaryType = "arraybuffer";
        const opening = new Opening();
        this.socket = socket;
        this.timer = setTimeout(() => this.failed(socket), OPENING_DEADLINE_MS);
        socket.addEventListener("open", () => socket.send(opening.frame(this.language)));
        socket.addEventListener("message", (event) => this.heard(socket, opening, event.data));
        socket.addEventListener("error", () => this.closed(socket, null));
        socket.addEventListener("close", (event) => this.closed(socket, event));
    }

    /**
     * `socket` closed, by the host (`closing` says how) or as it failed.
     * @private
     * @param {WebSocket} socket
     * @param {CloseEvent | null} closing
     */
    closed(socket, closing) {
        if (socket !== this.socket) return;
        const why = closing?.code === HOST_SAID_WHY ? closing.reason : null;
        // A line the host closed saying why, or one closed once the match is over, has
        // nothing more to carry; after the match, the result says all there is to say.
        if (why === null && !this.over) return this.failed(socket);
        this.drop();
        this.ended = true;
        this.listeners.state("ended", this.over ? "" : (why ?? ""));
    }

    /**
     * Closes the socket, if any, and forgets it: nothing it says later is heard.
     * @private
     */
    drop() {
        clearTimeout(this.timer);
        const socket = this.socket;
        this.socket = null;
        this.sealer = null;
        this.seated = false;
        this.claiming = false;
        if (socket && socket.readyState !== WebSocket.CLOSED) socket.close();
    }

    /**
     * `socket` failed or closed: the page tries again a little later, until it has tried
     * for long enough to say the table is lost.
     * @private
     * @param {WebSocket} socket
     */
    failed(socket) {
        if (socket !== this.socket) return;
        this.drop();
        const now = Date.now();
        this.failingSince ??= now;
        if (now - this.failingSince >= LOST_AFTER_MS) {
            this.listeners.state("lost", "");
            return;
        }
        this.listeners.state("reconnecting", "");
        this.timer = setTimeout(() => this.open(), this.wait);
        this.wait = Math.min(2 * this.wait, LONGEST_WAIT_MS);
    }

    /**
     * A binary frame from `socket`: first the host's opening, then sealed frames.
     * @private
     * @param {WebSocket} socket
     * @param {Opening} opening
     * @param {unknown} data
     */
    heard(socket, opening, data) {
        if (socket !== this.socket || !(data instanceof ArrayBuffer)) return;
        const bytes = new Uint8Array(data);
        if (this.sealer === null) {
            this.sealer = opening.phoneSide(bytes, this.tableSecret);
            if (this.sealer === null) return this.failed(socket);
            this.send({ kind: "hello" });
            return;
        }
        const opened = this.sealer.open(bytes);
        // A frame that does not open leaves the counters apart: only a new line mends that.
        if (opened === null) return this.failed(socket);
        const frame = readFrame(fromUtf8.decode(opened));
        if (frame !== null) this.received(frame);
    }

    /**
     * @private
     * @param {ToPhone} frame
     */
    received(frame) {
        switch (frame.kind) {
            case "welcome":
                this.reached();
                this.askForTheClaimedSeat();
                break;
            case "seated":
                this.seated = true;
                this.claiming = false;
                keepClaim(this.tableSecret, { seat: frame.seat, secret: frame.secret });
                break;
            case "over":
                this.over = true;
                break;
            case "refused":
                // Refused its claim, the seat is no longer this phone's.
                if (this.claiming) {
                    this.claiming = false;
                    forgetClaim(this.tableSecret);
                    this.listeners.unclaimed();
                }
                break;
        }
        this.listeners.frame(frame);
    }

    /**
     * The table answered: the tries start over from the shortest wait.
     * @private
     */
    reached() {
        clearTimeout(this.timer);
        this.reachedOnce = true;
        this.failingSince = null;
        this.wait = FIRST_WAIT_MS;
        this.listeners.state("open", "");
    }

    /**
     * Asks for the seat this phone claimed before, if it holds a claim and no seat yet
     * (a welcome comes again when the page changes its language).
     * @private
     */
    askForTheClaimedSeat() {
        const claim = keptClaim(this.tableSecret);
        if (claim === null || this.seated || this.claiming) return;
        this.claiming = this.send({ kind: "back", seat: claim.seat, secret: claim.secret });
    }
}
