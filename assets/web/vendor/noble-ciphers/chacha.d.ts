export * from "@noble/ciphers/chacha.js";
