// The phone's page in a real browser against real hosted tables: a player opens the phone
// address in a headless Chromium sized as a phone, takes the free seat under a name, and
// plays by tapping until the match's result shows; the host ends with its result. Midway the
// page is reloaded, and the seat comes back by itself. At a Duel table the player fires at
// a rival at least once.
//
//     SALOON_BIN=path/to/saloon node --test tests/web/phone.test.mjs
//
// SALOON_BIN defaults to `$CARGO_TARGET_DIR/debug/saloon` (`target/debug/saloon`), which
// must be built after the page last changed: the binary carries the page. CHROMIUM names
// the browser (default /usr/bin/chromium); SALOON_SHOTS a folder for the screenshots
// (default a temporary one, named at the end).

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repository = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const saloon = process.env.SALOON_BIN ?? join(resolve(repository, process.env.CARGO_TARGET_DIR ?? "target"), "debug/saloon");
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
];
/** A phone held upright. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** How long the host has to print its addresses, a step of the page to show, a match to end. */
const HOST_STARTS_MS = 20_000;
const STEP_MS = 15_000;
const MATCH_MS = 240_000;
const HOST_ENDS_MS = 20_000;

/** @type {import("playwright-core").Browser | undefined} */
let browser;
let shots = "";
let shotsMade = 0;

before(async () => {
    shots = process.env.SALOON_SHOTS ?? (await mkdtemp(join(tmpdir(), "saloon-phone-shots-")));
    await mkdir(shots, { recursive: true });
});

after(async () => {
    await browser?.close();
    if (shotsMade > 0) console.log(`# ${shotsMade} screenshots in ${shots}`);
});

/**
 * A fresh phone: a new browser context (its own storage), sized and touched as a phone.
 * Chromium failing to start fails the test that asked.
 * @param {Partial<import("playwright-core").BrowserContextOptions>} options
 */
async function newPhone(options = {}) {
    browser ??= await chromium
        .launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS, timeout: STEP_MS })
        .catch((error) => {
            throw new Error(`Chromium does not start from ${chromiumPath}: ${error.message}`);
        });
    const context = await browser.newContext({ ...PHONE, ...options });
    await context.addInitScript(countFramesAndBuzzes);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    /** @type {string[]} */
    const problems = [];
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    return { context, page, problems };
}

/**
 * Runs in the page before its own scripts: counts the animation frames it asks for and the
 * times it buzzes, which a headless browser cannot feel.
 */
function countFramesAndBuzzes() {
    const counted = { frames: 0, buzzes: 0 };
    Object.defineProperty(window, "counted", { value: counted });
    const askFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
        counted.frames += 1;
        return askFrame(callback);
    };
    Object.defineProperty(navigator, "vibrate", {
        value: () => {
            counted.buzzes += 1;
            return true;
        },
    });
}

/**
 * What the page counted so far.
 * @param {import("playwright-core").Page} page
 * @returns {Promise<{ frames: number, buzzes: number }>}
 */
async function counted(page) {
    // @ts-ignore: set by countFramesAndBuzzes
    return page.evaluate(() => ({ ...window.counted }));
}

/**
 * Checks that the page does nothing while nothing happens: over `ms`, no animation frame
 * asked for and no animation running. A phone waiting for its turn spends no battery.
 * @param {import("playwright-core").Page} page
 * @param {string} when
 */
async function staysStill(page, when, ms = 1000) {
    const before = await counted(page);
    await page.waitForTimeout(ms);
    const after = await counted(page);
    assert.equal(after.frames, before.frames, `no animation frame is asked for while ${when}`);
    const running = await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);
    assert.equal(running, 0, `no animation runs while ${when}`);
}

/**
 * Every box of the page with words in it holds them: no text wider than its box, and no
 * box past the screen's right edge. The boxes that do not, by their text.
 * @param {import("playwright-core").Page} page
 * @returns {Promise<string[]>}
 */
async function boxesOverflowing(page) {
    return page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const overflowing = [];
        for (const box of document.querySelectorAll("body *")) {
            if (!(box instanceof HTMLElement) || box.closest("[hidden], details:not([open]) > :not(summary)")) continue;
            if (box.offsetParent === null && getComputedStyle(box).position !== "fixed") continue;
            const bounds = box.getBoundingClientRect();
            if (bounds.width === 0) continue;
            const wider = box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== "visible";
            const textWider = box.childElementCount === 0 && box.scrollWidth > Math.ceil(bounds.width) + 1;
            if (bounds.right > width + 1 || wider || textWider) overflowing.push(`${box.tagName}.${box.className}: ${box.textContent?.slice(0, 40)}`);
        }
        return overflowing;
    });
}

/** The smallest a thing to tap may be, in CSS pixels each way. */
const THUMB = 44;

/**
 * Everything the player may tap that is smaller than a thumb, by its text.
 * @param {import("playwright-core").Page} page
 * @returns {Promise<string[]>}
 */
async function smallTapTargets(page) {
    return page.evaluate((thumb) => {
        const small = [];
        for (const target of document.querySelectorAll("button, select, input, summary, [role=button]")) {
            if (!(target instanceof HTMLElement) || target.offsetParent === null) continue;
            if (target instanceof HTMLButtonElement && target.disabled) continue;
            const bounds = target.getBoundingClientRect();
            if (bounds.width < thumb - 0.5 || bounds.height < thumb - 0.5) {
                small.push(`${target.tagName}#${target.id}.${target.className} ${Math.round(bounds.width)}×${Math.round(bounds.height)}`);
            }
        }
        return small;
    }, THUMB);
}

/**
 * Saves what the phone shows now as `name`.png at each of a phone's sizes, upright and on
 * its side, checking at each that every box holds its words.
 * @param {import("playwright-core").Page} page
 * @param {string} name
 */
async function screenshotsAtEverySize(page, name) {
    const sizes = [
        { width: 390, height: 844, called: "390x844" },
        { width: 412, height: 915, called: "412x915" },
        { width: 844, height: 390, called: "landscape" },
    ];
    for (const { width, height, called } of sizes) {
        await page.setViewportSize({ width, height });
        assert.deepEqual(await boxesOverflowing(page), [], `every box holds its words at ${called} (${name})`);
        assert.deepEqual(await smallTapTargets(page), [], `every tap target is a thumb's size at ${called} (${name})`);
        await screenshot(page, `${name}-${called}`);
    }
    await page.setViewportSize(PHONE.viewport);
}

/**
 * A table hosted on the loopback, with its data in a folder of its own: `game` with `seats`.
 * @param {string} game
 * @param {string} seats
 */
async function hostTable(game, seats) {
    const home = await mkdtemp(join(tmpdir(), "saloon-phone-home-"));
    const args = ["host", game, "--seats", seats, "--address", "127.0.0.1", "--seed", "7"];
    args.push("--difficulty", "easy", "--json", "--no-announce");
    const host = spawn(saloon, args, { env: { ...process.env, SALOON_HOME: home }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    host.stdout.setEncoding("utf8").on("data", (text) => (stdout += text));
    host.stderr.setEncoding("utf8").on("data", (text) => (stderr += text));
    /** @type {Promise<{ code: number | null, signal: string | null }>} */
    const ended = new Promise((resolve, reject) => {
        host.on("error", reject);
        host.on("exit", (code, signal) => resolve({ code, signal }));
    });
    const table = {
        /** Stops the host, where it still runs, and forgets its data. */
        async stop() {
            if (host.exitCode === null && host.signalCode === null) host.kill("SIGKILL");
            await ended.catch(() => {});
            await rm(home, { recursive: true, force: true });
        },
        /** The host's own end: its exit and the JSON result it printed last. */
        async end() {
            const { code, signal } = await within(HOST_ENDS_MS, ended, "the host to exit after the match");
            assert.equal(code, 0, `the host exits 0 (signal ${signal}); it said:\n${stderr}`);
            const last = stdout.trim().split("\n").at(-1) ?? "";
            return JSON.parse(last);
        },
        phoneAddress: "",
    };
    try {
        table.phoneAddress = await within(
            HOST_STARTS_MS,
            new Promise((resolve, reject) => {
                const look = () => {
                    const lines = stdout.split("\n");
                    if (lines.length > 2) resolve(lines[1].trim());
                };
                host.stdout.on("data", look);
                ended.then(({ code }) => reject(new Error(`the host exited (${code}) before its addresses:\n${stderr}`)), reject);
                look();
            }),
            "the host's join code and phone address",
        );
    } catch (error) {
        await table.stop();
        throw error;
    }
    assert.match(table.phoneAddress, /^http:\/\/127\.0\.0\.1:\d+\/#[0-9A-Z]{10}$/, "the phone address, on the loopback");
    return table;
}

/**
 * `promise`, or a failure naming `what` after `ms`.
 * @template T
 * @param {number} ms
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
async function within(ms, promise, what) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${what}`)), ms);
    });
    try {
        return await Promise.race([promise, late]);
    } finally {
        clearTimeout(timer);
    }
}

/**
 * Saves what the phone shows now as `name`.png: the whole page, or the screen alone.
 * @param {import("playwright-core").Page} page
 * @param {string} name
 */
async function screenshot(page, name, fullPage = true) {
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage, timeout: STEP_MS });
    shotsMade += 1;
}

/**
 * Whether the page's text fits its width: nothing wider than the phone's screen.
 * @param {import("playwright-core").Page} page
 */
async function fitsItsWidth(page) {
    return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Opens the phone address, types `name` and takes the free seat; the names of the other
 * seats, as the seat list showed them.
 * @param {import("playwright-core").Page} page
 * @param {string} address
 * @param {string} name
 * @param {string} shot
 */
async function takeTheFreeSeat(page, address, name, shot) {
    await page.goto(address, { timeout: STEP_MS });
    await page.locator("#seats").waitFor({ state: "visible" });
    assert.equal(await page.locator("#game").innerText().then((text) => text.trim() !== ""), true, "the game is named");
    const free = page.locator("#plates button.plate.free");
    assert.equal(await free.count(), 1, "one free phone seat");
    const others = await page.locator("#plates div.plate .plate-name").allInnerTexts();
    await page.locator("#name").fill(name);
    await free.tap();
    assert.equal(await free.getAttribute("aria-pressed"), "true", "the tapped seat is chosen");
    await screenshot(page, shot);
    await page.locator("#take").tap();
    await page.locator("#play").waitFor({ state: "visible" });
    assert.equal((await page.locator("#player").innerText()).trim(), name, "the head names the player");
    assert.equal(await page.locator("#seats").isVisible(), false, "the seat list is gone");
    return others;
}

/**
 * Picks `language` on the page: the host sends everything again in it. Kept for the next
 * visit too.
 * @param {import("playwright-core").Page} page
 * @param {string} language
 * @param {string} shot
 */
async function readsIn(page, language, shot) {
    const heading = await page.locator("[data-label=phone-page-hand]").textContent();
    await page.locator("#language").selectOption(language);
    await page.waitForFunction((code) => document.documentElement.lang === code, language, { timeout: STEP_MS });
    const turn = page.locator("#turn");
    await turn.waitFor({ state: "visible" });
    assert.notEqual(await page.locator("[data-label=phone-page-hand]").textContent(), heading, "the headings change language");
    assert.ok(await fitsItsWidth(page), `the page fits the phone in ${language}`);
    await screenshot(page, shot);
}

/**
 * The phone address with another secret: the host turns the page away, saying why in its
 * language, and the page shows no seats and tries no more.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} address
 */
async function aWrongSecretIsTurnedAway(context, address) {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    try {
        await page.goto(address.replace(/#.*$/, "#AAAAAAAAAA"), { timeout: STEP_MS });
        const why = page.locator("#line.trouble");
        await why.waitFor({ state: "visible" });
        assert.notEqual((await why.innerText()).trim(), "", "the host's words say why");
        assert.equal(await page.locator("#seats").isVisible(), false, "no seats without the table's secret");
        await screenshot(page, "wrong-secret");
    } finally {
        await page.close();
    }
}

/**
 * What the page shows next: the result, or the player's turn with something to tap.
 * @param {import("playwright-core").Page} page
 * @returns {Promise<"over" | "turn">}
 */
async function nextMoment(page) {
    const moment = await page.waitForFunction(
        () => {
            const result = document.getElementById("result");
            if (result && !result.hidden && result.textContent?.trim()) return "over";
            const yours = document.querySelector("#turn.yours:not([hidden])");
            const open = document.querySelector(
                "#sketch button.piece.offered, #choices button.choice:not(:disabled), #go:not([hidden]):not(:disabled)",
            );
            return yours && open ? "turn" : false;
        },
        null,
        { timeout: MATCH_MS / 4, polling: 50 },
    );
    return /** @type {"over" | "turn"} */ (await moment.jsonValue());
}

/** The most taps one choice takes: more means the page offers pieces that make nothing. */
const TAPS_A_CHOICE_TAKES = 8;

/**
 * Makes one move by tapping what the page draws: pieces offered (a place first where a
 * piece is held, those `prefer` selects before the others) until the button that plays
 * them shows, then that button; a choice of its own where no piece is offered. What the
 * move was, in the words of the button tapped.
 * @param {import("playwright-core").Page} page
 * @param {string} prefer a selector of the pieces to tap first
 * @param {() => number} random
 */
async function tapAMove(page, prefer, random) {
    for (let taps = 0; taps < TAPS_A_CHOICE_TAKES; taps += 1) {
        const go = page.locator("#go:not([hidden]):not(:disabled)");
        if ((await go.count()) > 0) {
            const said = await go.innerText();
            await go.tap();
            return said;
        }
        const fresh = "button.piece.offered:not(.tapped):not(.holding)";
        const candidates = [`#sketch ${fresh}.place`, `#sketch ${prefer}${fresh}`, `#sketch ${fresh}`];
        let tapped = false;
        for (const selector of candidates) {
            const pieces = page.locator(selector);
            const count = await pieces.count();
            if (count === 0) continue;
            await pieces.nth(Math.floor(random() * count)).tap();
            tapped = true;
            break;
        }
        if (tapped) continue;
        const buttons = page.locator("#choices button.choice:not(:disabled)");
        const count = await buttons.count();
        assert.ok(count > 0, "the turn offers a piece, the button that plays the pieces tapped, or a choice");
        const button = buttons.nth(Math.floor(random() * count));
        const said = await button.innerText();
        await button.tap();
        return said;
    }
    assert.fail(`no choice made after ${TAPS_A_CHOICE_TAKES} taps`);
}

/**
 * A random number generator from a seed, so that a failing match can be played again.
 * @param {number} seed
 */
function seeded(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state * 1664525 + 1013904223) >>> 0;
        return state / 2 ** 32;
    };
}

/**
 * Covers the hand with one tap, as a player who sets the phone down: nothing of the table
 * shows but whose turn it is; a tap shows it again.
 * @param {import("playwright-core").Page} page
 * @param {string} shot
 */
async function coverTheHand(page, shot) {
    await page.locator("#cover-button").tap();
    const cover = page.locator("#cover");
    await cover.waitFor({ state: "visible" });
    const covered = await page.evaluate(() => {
        const hand = document.querySelector("#sketch .area-hand");
        const bounds = hand?.getBoundingClientRect();
        if (!bounds) return false;
        const on = document.elementFromPoint(bounds.left + bounds.width / 2, Math.min(bounds.top + 10, innerHeight - 10));
        return on?.closest("#cover") !== null || bounds.top > innerHeight;
    });
    assert.ok(covered, "the cover lies over the hand");
    assert.notEqual((await page.locator("#cover-turn").innerText()).trim(), "", "the cover says whose turn it is");
    // The screen as the player sees it: the cover over all of it.
    await screenshot(page, shot, false);
    await cover.tap();
    await cover.waitFor({ state: "hidden" });
}

/**
 * Shoots the page at every size in `language`, then in `other`, then goes back.
 * @param {import("playwright-core").Page} page
 * @param {string} language
 * @param {string} other
 * @param {string} name
 */
async function inBothLanguages(page, language, other, name) {
    const before = await page.getAttribute("html", "lang");
    if (before !== language) await readsIn(page, language, `${name}-switch-${language}`);
    await screenshotsAtEverySize(page, `${name}-${language}`);
    await readsIn(page, other, `${name}-switch-${other}`);
    await screenshotsAtEverySize(page, `${name}-${other}`);
    if (before !== null && before !== other) await readsIn(page, before, `${name}-back-${before}`);
}

/**
 * Taps a gun and a rival, where both are offered: *Draw!* shows, naming the rival, and the
 * screen is kept as the phone shows it. Whether it could.
 * @param {import("playwright-core").Page} page
 */
async function aimAtARival(page) {
    const gun = page.locator("#sketch .area-hand button.piece.offered[data-piece*=pistol], #sketch .area-hand button.piece.offered[data-piece*=rifle]");
    const rival = page.locator("#sketch .area-rivals button.piece.offered");
    if ((await gun.count()) === 0 || (await rival.count()) === 0) return false;
    await gun.first().tap();
    await rival.first().tap();
    const go = page.locator("#go");
    await go.waitFor({ state: "visible" });
    const named = (await rival.first().locator(".caption").innerText()).trim();
    assert.ok((await go.innerText()).includes(named), `Draw! names the rival aimed at (${named})`);
    // The screen from the rivals down, the one aimed at ticked, as a thumb sees it.
    await page.locator("#sketch .area-rivals").evaluate((rivals) => rivals.scrollIntoView({ block: "start" }));
    await screenshot(page, "duel-aimed", false);
    return true;
}

/**
 * Drags a card of the hand onto a slot open for it: the card shows on the slot, and the
 * other slot still waits for one.
 * @param {import("playwright-core").Page} page
 */
async function dragACardOntoASlot(page) {
    const card = page.locator("#sketch .area-hand button.piece.offered").first();
    const slot = page.locator("#sketch button.piece.place").first();
    // A thumb drags within the screen: the card, and the slot above it, in view.
    await card.scrollIntoViewIfNeeded();
    const from = await card.boundingBox();
    const to = await slot.boundingBox();
    assert.ok(from && to, "a card and a slot to drag it to");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 30, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const onIt = page.locator("#sketch .place.tapped .put");
    await onIt.first().waitFor({ state: "visible" });
    assert.equal(await onIt.count(), 1, "the card dragged lies on the slot");
    assert.equal(await page.locator("#clear").isVisible(), true, "the player may start over");
    await screenshot(page, "lsw-3b-card-on-slot");
}

/**
 * Plays the seat to the match's end by tapping the pieces drawn, calling `each` before
 * every move; the words of every move made.
 * @param {import("playwright-core").Page} page
 * @param {{ prefer?: string, each?: (move: number) => Promise<void>, after?: (move: number) => Promise<void> }} how
 */
async function playToTheEnd(page, { prefer = "", each = async () => {}, after = async () => {} } = {}) {
    const deadline = Date.now() + MATCH_MS;
    const random = seeded(7);
    /** @type {string[]} */
    const made = [];
    while ((await nextMoment(page)) === "turn") {
        assert.ok(Date.now() < deadline, `the match ends within ${MATCH_MS} ms`);
        await each(made.length);
        // Each may have reloaded the page or changed its language: the turn is asked again.
        if ((await nextMoment(page)) === "over") break;
        const decision = await page.locator("#choices").getAttribute("data-decision");
        made.push(await tapAMove(page, prefer, random));
        const stillOpen = await page.evaluate((asked) => {
            const listed = document.getElementById("choices");
            const buttons = [...document.querySelectorAll("#choices button, #go:not([hidden]), #sketch button.piece.offered")];
            const open = buttons.filter((button) => button instanceof HTMLButtonElement && !button.disabled);
            return listed?.dataset.decision !== asked ? [] : open.map((button) => button.outerHTML.slice(0, 120));
        }, decision);
        assert.deepEqual(stillOpen, [], "a move made leaves nothing to tap until the next table");
        await after(made.length - 1);
    }
    return made;
}

test("a phone takes its seat, comes back after a reload, and plays Loot Shoot Whiskey to the end", { timeout: MATCH_MS + 60_000 }, async () => {
    const table = await hostTable("loot-shoot-whiskey", "phone,ai");
    const { context, page, problems } = await newPhone();
    try {
        await takeTheFreeSeat(page, table.phoneAddress, "Anna", "lsw-1-seat-chosen");
        assert.ok(await fitsItsWidth(page), "the seated page fits a 390 px phone");
        let reloaded = false;
        const moves = await playToTheEnd(page, {
            async each(move) {
                if (move === 0) {
                    await staysStill(page, "the player thinks");
                    await screenshotsAtEverySize(page, "lsw-turn-en");
                }
                if (move === 2) await coverTheHand(page, "lsw-covered");
                if (move === 4) await inBothLanguages(page, "ko", "en", "lsw-turn");
                if (move === 1) await dragACardOntoASlot(page);
                if (move === 3 && !reloaded) {
                    reloaded = true;
                    await page.reload({ timeout: STEP_MS });
                    // The claim takes the seat back: no seat list, the player's name in the head.
                    await page.locator("#play").waitFor({ state: "visible" });
                    assert.equal((await page.locator("#player").innerText()).trim(), "Anna", "the seat came back");
                    assert.equal(await page.locator("#seats").isVisible(), false, "no seat list after the reload");
                    await screenshot(page, "lsw-4-after-reload");
                }
            },
            async after(move) {
                if (move !== 1) return;
                // Both cards lie face down on their slots until the pair turns over.
                const backs = await page.locator("#sketch .place .put img[src$='cards/back.svg']").count();
                const yetToTurn = await page.locator("#sketch .area-showdown").count();
                assert.ok(backs === 2 || yetToTurn > 0, `the pair locked in lies face down (${backs} backs)`);
                if (backs === 2) await screenshot(page, "lsw-3c-locked-in");
            },
        });
        assert.ok(reloaded, `the match lasted long enough to reload midway (${moves.length} moves)`);
        const result = (await page.locator("#result").innerText()).trim();
        assert.notEqual(result, "", "the result is shown");
        assert.equal(await page.locator("#choosing").isVisible(), false, "no choices once over");
        await screenshot(page, "lsw-5-over");
        const report = await table.end();
        assert.equal(typeof report, "object", "the host's result is JSON");
        // The host is gone with the match over: the page keeps the result, and tries no more.
        // (The first try again would come half a second after the line dropped.)
        await page.waitForTimeout(1500);
        assert.equal(await page.locator("#line").isVisible(), false, "no reconnecting once the match is over");
        assert.equal(await page.locator("#result").isVisible(), true, "the result stays");
        await screenshot(page, "lsw-6-host-gone");
        assert.ok((await counted(page)).buzzes > 0, "the phone buzzed for the player's turn");
        await staysStill(page, "the match is over");
        assert.deepEqual(problems, [], "the page ran without errors");
        console.log(`# Loot Shoot Whiskey: ${moves.length} moves; the page said "${result}"`);
    } finally {
        await context.close();
        await table.stop();
    }
});

test("a phone in Korean plays a Duel to the end, firing at a rival", { timeout: MATCH_MS + 60_000 }, async () => {
    const table = await hostTable("duel", "phone,ai,ai");
    // The browser prefers Korean: the page asks the host for it.
    const { context, page, problems } = await newPhone({ locale: "ko-KR" });
    try {
        await aWrongSecretIsTurnedAway(context, table.phoneAddress);
        const rivals = await takeTheFreeSeat(page, table.phoneAddress, "Bea", "duel-1-seat-chosen");
        assert.equal(await page.getAttribute("html", "lang"), "ko", "the page reads Korean");
        assert.equal(rivals.length, 2, "two rivals at the table");
        let standings = "";
        let aimed = false;
        const moves = await playToTheEnd(page, {
            prefer: "[data-area=rivals] ",
            async each(move) {
                standings += (await page.locator("#standings").textContent()) ?? "";
                if (move === 1) await inBothLanguages(page, "en", "ko", "duel-turn");
                if (move >= 5 && !aimed) aimed = await aimAtARival(page);
                if (move === 2) await readsIn(page, "el", "duel-3-in-greek");
                if (move === 3) await readsIn(page, "ko", "duel-4-in-korean-again");
                if (move === 4) await readsIn(page, "en", "duel-5-in-english");
            },
        });
        assert.ok(
            rivals.some((rival) => standings.includes(rival)),
            `the standings name the rivals (${rivals.join(", ")}): ${standings.slice(0, 200)}`,
        );
        assert.ok(aimed, "a gun and a rival were tapped together");
        const firedAtRival = moves.filter((move) => rivals.some((rival) => move.includes(rival))).length;
        assert.ok(firedAtRival > 0, `a move named a rival (${rivals.join(", ")}): ${moves.join(" | ")}`);
        const result = (await page.locator("#result").innerText()).trim();
        assert.notEqual(result, "", "the result is shown");
        await screenshot(page, "duel-6-over");
        await table.end();
        assert.deepEqual(problems, [], "the page ran without errors");
        console.log(`# Duel: ${moves.length} moves, ${firedAtRival} at a rival; the page said "${result}"`);
    } finally {
        await context.close();
        await table.stop();
    }
});

/**
 * A phone plays `game` at a table with computers to the end, tapping what the page draws,
 * shot at every size in English and in Korean on its second turn.
 * @param {string} game
 * @param {string} seats
 * @param {string} shots
 */
async function aPhonePlays(game, seats, shots) {
    const table = await hostTable(game, seats);
    const { context, page, problems } = await newPhone();
    try {
        await takeTheFreeSeat(page, table.phoneAddress, "Cleo", `${shots}-seat-chosen`);
        const moves = await playToTheEnd(page, {
            async each(move) {
                if (move === 0) await staysStill(page, "the player thinks");
                if (move === 1) await inBothLanguages(page, "en", "ko", `${shots}-turn`);
            },
        });
        const result = (await page.locator("#result").innerText()).trim();
        assert.notEqual(result, "", "the result is shown");
        await screenshot(page, `${shots}-over`);
        await table.end();
        await staysStill(page, "the match is over");
        assert.ok((await counted(page)).buzzes > 0, "the phone buzzed for the player's turn");
        assert.deepEqual(problems, [], "the page ran without errors");
        console.log(`# ${game}: ${moves.length} moves; the page said "${result}"`);
    } finally {
        await context.close();
        await table.stop();
    }
}

test("a phone plays Three-card Loo to the end by tapping its cards and declarations", { timeout: MATCH_MS + 60_000 }, async () => {
    await aPhonePlays("three-card-loo", "phone,ai,ai", "loo");
});

test("a phone plays Desperados of Dice Town to the end by tapping its dice and choices", { timeout: MATCH_MS + 60_000 }, async () => {
    await aPhonePlays("desperados", "phone,ai", "desperados");
});
