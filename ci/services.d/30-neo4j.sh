# Sourced by ci/test.sh: starts a real Neo4j 5.26 (ci/neo4j/EmbeddedNeo4j.java,
# the jars from ci/setup.d/30-neo4j.sh) with Bolt on 127.0.0.1, waits up
# to 120 s for it, exports NEO4J_TEST_URI for the memory/neo4j tests, and
# stops it (and removes its data) on EXIT.
#
# A developer without Java sets SKILLRUN_SKIP_NEO4J=1: the server is not
# started and the Neo4j tests skip (outside CI only; with CI=true they fail).
_neo4j_lib="${NEO4J_CI_LIB:-$PWD/ci/neo4j/target/lib}"
_neo4j_port="${NEO4J_TEST_PORT:-17687}"
if [ -n "${NEO4J_TEST_URI:-}" ]; then
  echo "== neo4j: using NEO4J_TEST_URI=$NEO4J_TEST_URI"
elif [ "${SKILLRUN_SKIP_NEO4J:-}" = 1 ] && [ "${CI:-}" != true ]; then
  echo "== neo4j: SKILLRUN_SKIP_NEO4J=1: not starting Neo4j; memory/neo4j tests will skip"
elif [ ! -f "$_neo4j_lib/.complete" ]; then
  if [ "${CI:-}" = true ]; then
    echo "== neo4j: no jars in $_neo4j_lib (ci/setup.d/30-neo4j.sh did not run?)" >&2
    return 1
  fi
  echo "== neo4j: no jars in $_neo4j_lib; run bash ci/setup.d/30-neo4j.sh (or set SKILLRUN_SKIP_NEO4J=1). memory/neo4j tests will skip"
else
  _neo4j_data="$(mktemp -d)"
  _neo4j_log="$_neo4j_data/neo4j.log"
  _neo4j_t0=$(date +%s)
  java -Xms512m -Xmx2g \
    --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED \
    --add-opens=java.base/sun.nio.ch=ALL-UNNAMED -Dio.netty.tryReflectionSetAccessible=true \
    -cp "$_neo4j_lib/*" "$PWD/ci/neo4j/EmbeddedNeo4j.java" "$_neo4j_data/db" "$_neo4j_port" >"$_neo4j_log" 2>&1 &
  _neo4j_pid=$!
  _neo4j_stop() {
    if kill -0 "$_neo4j_pid" 2>/dev/null; then
      kill "$_neo4j_pid" 2>/dev/null
      for _ in $(seq 60); do kill -0 "$_neo4j_pid" 2>/dev/null || break; sleep 0.5; done
      kill -9 "$_neo4j_pid" 2>/dev/null || true
    fi
    rm -rf "$_neo4j_data"
  }
  _neo4j_prev_trap="$(trap -p EXIT | sed -E "s/^trap -- '(.*)' EXIT$/\1/")"
  # shellcheck disable=SC2064
  trap "_neo4j_stop; ${_neo4j_prev_trap}" EXIT
  _neo4j_ready=""
  for _ in $(seq 240); do
    if grep -q '^READY' "$_neo4j_log"; then _neo4j_ready=1; break; fi
    if ! kill -0 "$_neo4j_pid" 2>/dev/null; then break; fi
    sleep 0.5
  done
  if [ -z "$_neo4j_ready" ]; then
    echo "== neo4j: did not become ready within 120 s; log:" >&2
    tail -50 "$_neo4j_log" >&2
    return 1
  fi
  export NEO4J_TEST_URI="bolt://127.0.0.1:$_neo4j_port"
  echo "== neo4j: $(grep '^READY' "$_neo4j_log") — ready after $(( $(date +%s) - _neo4j_t0 )) s, pid $_neo4j_pid"
fi
