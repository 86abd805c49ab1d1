export * from "@noble/hashes/hkdf.js";
