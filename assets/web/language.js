// @ts-check
// The language the page asks the host for: the one its player chose on the page before,
// else the first of the game's own the browser prefers, else English.

/** The languages the game speaks, each named in itself. */
export const LANGUAGES = [
    { code: "en", name: "English" },
    { code: "es", name: "Español" },
    { code: "fr", name: "Français" },
    { code: "el", name: "Ελληνικά" },
    { code: "nl", name: "Nederlands" },
    { code: "ko", name: "한국어" },
];

const KEPT = "saloon-language";

/**
 * The code of the game's language `tag` names (`ko-KR` → `ko`), if it is one.
 * @param {string | null | undefined} tag
 * @returns {string | null}
 */
function spoken(tag) {
    const code = (tag ?? "").toLowerCase().split(/[-_]/)[0];
    return LANGUAGES.some((language) => language.code === code) ? code : null;
}

/** The language the page reads in now. */
export function chosenLanguage() {
    let kept = null;
    try {
        kept = localStorage.getItem(KEPT);
    } catch {
        // No storage: the browser's preference decides.
    }
    const preferred = [kept, ...(navigator.languages ?? []), navigator.language];
    return preferred.map(spoken).find((code) => code !== null) ?? "en";
}

/**
 * Keeps `code` as the player's choice.
 * @param {string} code
 */
export function keepLanguage(code) {
    try {
        localStorage.setItem(KEPT, code);
    } catch {
        // Kept for this page only.
    }
}
