#!/usr/bin/env bash
# Writes seed corpora for the fuzz targets into fuzz/corpus/<target>/ (which
# git ignores) from the test data: the per-rule case files of tests/cases,
# the URIs of tests/data/corpus-sample.txt, the rows of Appendix C, the
# inputs of the normalization cases and the documents of tests/data/extract. Seeds have fixed names, so running this
# again rewrites them rather than adding copies.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$root/fuzz/corpus"
cases="$root/tests/cases"
base='http://a/b/c/d;p?q'

for target in parse parse_tree resolve relativize normalize escape owned extract lint switched compare fix; do
  mkdir -p "$corpus/$target"
done

# URI references, one a line: the sample, Appendix C's base, references
# and results, and the normalization inputs.
mapfile -t references < <(
  {
    cat "$root/tests/data/corpus-sample.txt"
    echo "$base"
    sed -nE 's/^ +([^ ]+) += +([^ ]+).*$/\1\n\2/p' "$root/tests/data/resolve/appendix-c.txt" |
      grep -v '^(current'
    grep -vE '^(#|$)' "$root/tests/data/normalize/cases.txt" | cut -d' ' -f1
  } | LC_ALL=C sort -u
)

n=0
for line in "${references[@]}"; do
  n=$((n + 1))
  # Without a line feed, resolve and relativize read the whole input
  # against Appendix C's base.
  for target in parse normalize escape owned resolve relativize lint compare fix; do
    printf '%s' "$line" >"$corpus/$target/line-$n"
  done
done

# switched: two bytes of switches (a bit each, in the order of
# uri2396::Switch::ALL), then a reference; each reference with one choice,
# the choices in turn: none, each switch alone, all.
masks=('\x00\x00' '\x01\x00' '\x02\x00' '\x04\x00' '\x08\x00' '\x10\x00'
  '\x20\x00' '\x40\x00' '\x80\x00' '\x00\x01' '\xff\x01')
n=0
for line in "${references[@]}"; do
  printf "${masks[n % ${#masks[@]}]}%s" "$line" >"$corpus/switched/line-$n"
  n=$((n + 1))
done

# The URI-reference case files, valid and invalid, byte for byte.
for file in "$cases"/URI-reference/*/*.txt; do
  verdict="${file%/*}"
  name="case-${verdict##*/}-${file##*/}"
  for target in parse normalize owned resolve fix; do
    cp "$file" "$corpus/$target/$name"
  done
done

# parse_tree: the first byte picks the rule by its position in the grammar
# file, which is the order of uri2396::grammar::RULES.
index=0
while IFS= read -r rule; do
  dir="$cases/${rule//_/-}"
  [[ -d $dir ]] || dir="$cases/$rule"
  byte="$(printf '\\x%02x' "$index")"
  for file in "$dir"/*/*.txt; do
    [[ -f $file ]] || continue
    verdict="${file%/*}"
    { printf "$byte"; cat "$file"; } >"$corpus/parse_tree/$index-${verdict##*/}-${file##*/}"
  done
  index=$((index + 1))
done < <(sed -nE 's/^([A-Za-z0-9_]+) *=.*/\1/p' "$root/uri2396.pest")

# resolve and relativize: base, line feed, reference or target. Neighbours
# in sorted order often share a scheme and host, so that relativizing one
# against the other has work to do.
absolute=()
for line in "${references[@]}"; do
  [[ $line =~ ^[A-Za-z][A-Za-z0-9+.-]*:// ]] && absolute+=("$line")
done
for ((i = 1; i < ${#absolute[@]}; i++)); do
  for target in resolve relativize compare; do
    printf '%s\n%s' "${absolute[i - 1]}" "${absolute[i]}" >"$corpus/$target/pair-$i"
  done
done

# lint: the examples of tests/data/lint, one a file (after their code).
n=0
while IFS= read -r line; do
  n=$((n + 1))
  printf '%s' "${line#* }" >"$corpus/lint/example-$n"
done < <(grep -vE '^(#|$)' "$root/tests/data/lint/examples.txt")

# extract: the first byte picks the chunk size, the bound and Appendix F;
# the documents of tests/data/extract whole, under two first bytes.
for file in "$root"/tests/data/extract/*.txt; do
  name="${file##*/}"
  for byte in '\x00' '\xf3'; do
    { printf "$byte"; cat "$file"; } >"$corpus/extract/doc-${byte#\\x}-$name"
  done
done

# compare: the inputs of the classes of URL confusion (tests/data/compare).
n=0
while IFS=$'\t' read -r _ input; do
  n=$((n + 1))
  printf '%s' "$input" >"$corpus/compare/confusion-$n"
done < <(grep -vE '^(#|$)' "$root/tests/data/compare/inputs.txt")
