// @ts-check
// The claim the host handed this phone for its seat: kept in the browser's storage, under
// the table's secret, so that a reload or a lost connection takes the same seat back.

/** @typedef {{ seat: number, secret: string }} Claim */

/**
 * Where the claim for the table with `tableSecret` is kept.
 * @param {string} tableSecret
 */
function keyFor(tableSecret) {
    return `saloon-claim-${tableSecret}`;
}

/**
 * The claim kept for the table with `tableSecret`, if any.
 * @param {string} tableSecret
 * @returns {Claim | null}
 */
export function keptClaim(tableSecret) {
    try {
        const claim = JSON.parse(localStorage.getItem(keyFor(tableSecret)) ?? "null");
        return claim && Number.isInteger(claim.seat) && typeof claim.secret === "string" ? claim : null;
    } catch {
        return null;
    }
}

/**
 * Keeps `claim` for the table with `tableSecret`.
 * @param {string} tableSecret
 * @param {Claim} claim
 */
export function keepClaim(tableSecret, claim) {
    try {
        localStorage.setItem(keyFor(tableSecret), JSON.stringify({ seat: claim.seat, secret: claim.secret }));
    } catch {
        // Storage refused (a private window): the seat is held for this page only.
    }
}

/**
 * Forgets the claim for the table with `tableSecret`: the host no longer knows it.
 * @param {string} tableSecret
 */
export function forgetClaim(tableSecret) {
    try {
        localStorage.removeItem(keyFor(tableSecret));
    } catch {
        // Nothing was kept.
    }
}
