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
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_MS);
    /** @type {string[]} */
    const problems = [];
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    return { context, page, problems };
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
 * Saves what the phone shows now as `name`.png.
 * @param {import("playwright-core").Page} page
 * @param {string} name
 */
async function screenshot(page, name) {
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true, timeout: STEP_MS });
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
 * What the page shows next: the result, or the player's turn with a choice open.
 * @param {import("playwright-core").Page} page
 * @returns {Promise<"over" | "turn">}
 */
async function nextMoment(page) {
    const moment = await page.waitForFunction(
        () => {
            const result = document.getElementById("result");
            if (result && !result.hidden && result.textContent?.trim()) return "over";
            const yours = document.querySelector("#turn.yours:not([hidden])");
            const open = document.querySelector("#choices button.choice:not(:disabled)");
            return yours && open ? "turn" : false;
        },
        null,
        { timeout: MATCH_MS / 4, polling: 50 },
    );
    return /** @type {"over" | "turn"} */ (await moment.jsonValue());
}

/**
 * Plays the seat to the match's end, tapping the choice `pick` names each turn (the first
 * where it names none), calling `each` before every move; the number of moves.
 * @param {import("playwright-core").Page} page
 * @param {{ pick?: (choices: string[]) => number, each?: (move: number) => Promise<void> }} how
 */
async function playToTheEnd(page, { pick = () => 0, each = async () => {} } = {}) {
    const deadline = Date.now() + MATCH_MS;
    let moves = 0;
    while ((await nextMoment(page)) === "turn") {
        assert.ok(Date.now() < deadline, `the match ends within ${MATCH_MS} ms`);
        await each(moves);
        // Each may have reloaded the page or changed its language: the turn is asked again.
        if ((await nextMoment(page)) === "over") break;
        const buttons = page.locator("#choices button.choice");
        const choices = await buttons.allInnerTexts();
        const chosen = Math.max(0, Math.min(choices.length - 1, pick(choices)));
        const decision = await page.locator("#choices").getAttribute("data-decision");
        await buttons.nth(chosen).tap();
        moves += 1;
        const answeredOnce = await page.evaluate((asked) => {
            const listed = document.getElementById("choices");
            const buttons = [...(listed?.querySelectorAll("button") ?? [])];
            return listed?.dataset.decision !== asked || buttons.every((button) => button.disabled);
        }, decision);
        assert.ok(answeredOnce, "a tapped choice leaves every choice disabled until the next table");
    }
    return moves;
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
                    await screenshot(page, "lsw-2-first-turn");
                    await page.setViewportSize({ width: 844, height: 390 });
                    assert.ok(await fitsItsWidth(page), "the page fits a phone on its side");
                    await screenshot(page, "lsw-3-landscape");
                    await page.setViewportSize({ width: 412, height: 915 });
                    assert.ok(await fitsItsWidth(page), "the page fits a 412 px phone");
                    await page.setViewportSize(PHONE.viewport);
                }
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
        });
        assert.ok(reloaded, `the match lasted long enough to reload midway (${moves} moves)`);
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
        assert.deepEqual(problems, [], "the page ran without errors");
        console.log(`# Loot Shoot Whiskey: ${moves} moves; the page said "${result}"`);
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
        let firedAtRival = 0;
        let standings = "";
        const moves = await playToTheEnd(page, {
            pick(choices) {
                const atRival = choices.findIndex((choice) => rivals.some((rival) => choice.includes(rival)));
                if (atRival >= 0) firedAtRival += 1;
                return atRival >= 0 ? atRival : 0;
            },
            async each(move) {
                standings += await page.locator("#standings").innerText();
                if (move === 1) await screenshot(page, "duel-2-turn");
                if (move === 2) await readsIn(page, "el", "duel-3-in-greek");
                if (move === 3) await readsIn(page, "ko", "duel-4-in-korean-again");
            },
        });
        assert.ok(
            rivals.some((rival) => standings.includes(rival)),
            `the standings name the rivals (${rivals.join(", ")}): ${standings.slice(0, 200)}`,
        );
        assert.ok(firedAtRival > 0, `a choice named a rival (${rivals.join(", ")}) and was tapped`);
        const result = (await page.locator("#result").innerText()).trim();
        assert.notEqual(result, "", "the result is shown");
        await screenshot(page, "duel-5-over");
        await table.end();
        assert.deepEqual(problems, [], "the page ran without errors");
        console.log(`# Duel: ${moves} moves, ${firedAtRival} at a rival; the page said "${result}"`);
    } finally {
        await context.close();
        await table.stop();
    }
});
