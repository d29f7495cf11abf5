#!/usr/bin/env bash
# The test command (README.md): vet, lint, then every test in the module.
# Starts the services the tests need (Neo4j) when this machine has them,
# and stops them on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
for s in ci/services.d/*.sh; do
  [ -e "$s" ] || continue
  # shellcheck disable=SC1090
  source "$s"
done
echo "== go vet"
go vet ./...
echo "== staticcheck"
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
echo "== go test"
go test -count=1 -timeout 40m "$@" ./...
