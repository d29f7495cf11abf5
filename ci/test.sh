#!/usr/bin/env bash
# The test command (README.md): vet, lint, then every test in the module.
# Starts the services the tests need (Neo4j) when this machine has them,
# and stops them on exit. Every step runs even if an earlier one failed, so
# one run reports everything; the exit status is non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
for s in ci/services.d/*.sh; do
  [ -e "$s" ] || continue
  # shellcheck disable=SC1090
  source "$s" || { echo "service $s failed to start" >&2; exit 1; }
done
failed=()
echo "== go vet"
go vet ./... || failed+=("go vet")
echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './.git/*'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:" >&2
  echo "$unformatted" >&2
  failed+=("gofmt")
fi
echo "== staticcheck"
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./... || failed+=("staticcheck")
echo "== go test"
go test -count=1 -timeout 40m "$@" ./... || failed+=("go test")
# The interpreter host under the race detector: a data race there (yaegi's
# own ExecuteWithContext had one) turns a timeout into a pass, and shows
# only rarely without it.
echo "== go test -race ./runtime/sandbox"
go test -race -count=1 -timeout 10m ./runtime/sandbox || failed+=("go test -race")
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}" >&2
  exit 1
fi
echo "all checks passed"
