export * from "@noble/hashes/sha2.js";
