// @ts-check
// Every frame between the page and the host is sealed, as `src/net/phones/seal.rs` lays
// out: each connection agrees its own keys by X25519, stretched with HKDF-SHA256 salted
// with the table's secret (which only the address's fragment carries), and each frame is
// sealed with ChaCha20-Poly1305 under a counter that goes up by one a frame, each way its
// own key. A page without the table's secret derives other keys, and the host opens
// nothing it sends.

import { x25519 } from "./vendor/noble-curves/ed25519.js";
import { chacha20poly1305 } from "./vendor/noble-ciphers/chacha.js";
import { hkdf } from "./vendor/noble-hashes/hkdf.js";
import { sha256 } from "./vendor/noble-hashes/sha2.js";

/** The version of the phone's frames and of this exchange; the first frame each way begins with it. */
export const PHONE_PROTOCOL = 1;
/** What the keys are derived for, so that no other use of the same secrets gives them. */
const KEYS_FOR = "saloon phone 1";
/** A side's opening frame: the version, then its public key. */
const OPENING_BYTES = 2 + 32;
const KEY_BYTES = 32;

const utf8 = new TextEncoder();

/** The page's half of the exchange: its secret key, kept until the host's public key arrives. */
export class Opening {
    constructor() {
        const { secretKey, publicKey } = x25519.keygen();
        /** @private */
        this.secretKey = secretKey;
        /** @private */
        this.publicKey = publicKey;
    }

    /**
     * The opening frame the page sends: the version, its public key, then the code of the
     * language it reads, so that even a refusal before the seal is in words it reads.
     * @param {string} language
     * @returns {Uint8Array<ArrayBuffer>}
     */
    frame(language) {
        return concat(versionBytes(PHONE_PROTOCOL), this.publicKey, utf8.encode(language));
    }

    /**
     * The page's sealer, from the host's opening frame and the table's secret; null where
     * the host's opening is not one of this version.
     * @param {Uint8Array} hostOpening
     * @param {string} tableSecret
     * @returns {Sealer | null}
     */
    phoneSide(hostOpening, tableSecret) {
        if (hostOpening.length !== OPENING_BYTES) return null;
        const version = new DataView(hostOpening.buffer, hostOpening.byteOffset, 2).getUint16(0, true);
        if (version !== PHONE_PROTOCOL) return null;
        const hostPublic = hostOpening.subarray(2);
        const shared = x25519.getSharedSecret(this.secretKey, hostPublic);
        const info = concat(utf8.encode(KEYS_FOR), this.publicKey, hostPublic);
        const keys = hkdf(sha256, shared, utf8.encode(tableSecret), info, 2 * KEY_BYTES);
        return new Sealer(keys.slice(0, KEY_BYTES), keys.slice(KEY_BYTES));
    }
}

/** One connection's keys, each way, and how many frames each way has carried. */
export class Sealer {
    /**
     * @param {Uint8Array} toHost
     * @param {Uint8Array} toPhone
     */
    constructor(toHost, toPhone) {
        /** @private */
        this.sending = toHost;
        /** @private */
        this.receiving = toPhone;
        /** @private */
        this.sent = 0;
        /** @private */
        this.received = 0;
    }

    /**
     * `bytes` sealed as the next frame the page sends.
     * @param {Uint8Array} bytes
     * @returns {Uint8Array<ArrayBuffer>}
     */
    seal(bytes) {
        const sealed = chacha20poly1305(this.sending, nonce(this.sent)).encrypt(bytes);
        this.sent += 1;
        return sealed;
    }

    /**
     * The host's next frame, opened; null where the host did not seal it under these keys
     * as its next frame.
     * @param {Uint8Array} sealed
     * @returns {Uint8Array | null}
     */
    open(sealed) {
        try {
            const opened = chacha20poly1305(this.receiving, nonce(this.received)).decrypt(sealed);
            this.received += 1;
            return opened;
        } catch {
            return null;
        }
    }
}

/**
 * The nonce of a side's frame number `count`: the count in its first eight bytes, little
 * end first.
 * @param {number} count
 * @returns {Uint8Array}
 */
function nonce(count) {
    const bytes = new Uint8Array(12);
    new DataView(bytes.buffer).setBigUint64(0, BigInt(count), true);
    return bytes;
}

/**
 * @param {number} version
 * @returns {Uint8Array}
 */
function versionBytes(version) {
    const bytes = new Uint8Array(2);
    new DataView(bytes.buffer).setUint16(0, version, true);
    return bytes;
}

/**
 * @param {...Uint8Array} parts
 * @returns {Uint8Array<ArrayBuffer>}
 */
function concat(...parts) {
    const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let at = 0;
    for (const part of parts) {
        whole.set(part, at);
        at += part.length;
    }
    return whole;
}
