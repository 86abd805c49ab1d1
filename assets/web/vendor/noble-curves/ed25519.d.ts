export * from "@noble/curves/ed25519.js";
