# Sourced by the benchmarks that read the game's frame reports and take medians of rounds.

# The number `$1` holds in the JSON report `$2` (a frame report's flat fields).
field() { sed -E "s/.*\"$1\":([0-9.]+).*/\1/" "$2"; }

# The median of the numbers on standard input, one a line.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
