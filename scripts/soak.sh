#!/usr/bin/env bash
# A million random matches of every game at every table size its rules allow, on every
# core, invariants checked at the end of each round and match: prints, per table, the
# violations found, the time taken and the peak memory. Run from the repository root.
set -euo pipefail
matches="${1:-1000000}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/saloon-target}"
cargo build --quiet --release --no-default-features
saloon="$CARGO_TARGET_DIR/release/saloon"
timing=$(mktemp)
trap 'rm -f "$timing"' EXIT
soak() {
    local game="$1" players="$2" json seconds peak
    json=$(/usr/bin/time -o "$timing" -f "%e %M" "$saloon" sim "$game" --players "$players" --matches "$matches" --json | tail -1)
    read -r seconds peak < "$timing"
    printf '%-20s %2s players: %s violations, %6s s, peak %6s KB\n' "$game" "$players" \
        "$(sed -E 's/.*"violations":([0-9]+).*/\1/' <<<"$json")" "$seconds" "$peak"
}
soak loot-shoot-whiskey 2
for players in 2 3 4 5 6; do soak duel "$players"; done
for players in $(seq 3 16); do soak three-card-loo "$players"; done
