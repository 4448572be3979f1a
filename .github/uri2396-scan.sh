#!/usr/bin/env bash
# The scan of action.yml: every file of the repository that matches
# PATTERNS (git pathspecs), read by `uri2396 extract --lint --format
# sarif` in DIALECT, to the SARIF log SARIF; the tool's exit status goes
# to the step's output `status` (0 clean, 1 findings, 2 an error), so that
# the log is uploaded before the job fails.
set -uo pipefail
read -r -a patterns <<<"${PATTERNS:-*.md *.html *.htm *.rst *.txt}"
files=()
while IFS= read -r -d '' file; do
  files+=("$file")
done < <(git ls-files -z -- "${patterns[@]}")
if [ ${#files[@]} -eq 0 ]; then
  # No file: an empty log, not the standard input.
  files=(/dev/null)
fi
uri2396 extract --lint --format sarif --dialect "${DIALECT:-strict}" "${files[@]}" >"${SARIF:-uri2396.sarif}"
status=$?
echo "status=$status" >>"${GITHUB_OUTPUT:-/dev/null}"
if [ "$status" -gt 1 ]; then
  exit "$status"
fi
