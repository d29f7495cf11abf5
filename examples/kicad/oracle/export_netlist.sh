#!/usr/bin/env bash
# Export a schematic's netlist with KiCad 6's own Eeschema, driven through
# its GUI under Xvfb (KiCad 6 has no command-line netlist export). A dev
# and oracle tool, not part of CI: it needs `apt-get install kicad xvfb
# xdotool xauth` (about 140 MB) and clicks at fixed screen positions.
#
#   export_netlist.sh SCHEMATIC.kicad_sch OUT.net
#
# The schematic is opened where it is (KiCad writes .kicad_pro/.kicad_prl
# beside it), so pass a copy. Uses display :77 and a private $HOME.
set -euo pipefail
sch=$(readlink -f "$1")
out=$(readlink -f "$2")
work=$(mktemp -d)
ee= xv=
cleanup() { kill $ee $xv 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 1' INT TERM
export HOME=$work DISPLAY=${ORACLE_DISPLAY:-:77}
mkdir -p "$HOME/.config/kicad/6.0"
printf '(sym_lib_table\n)\n' >"$HOME/.config/kicad/6.0/sym-lib-table"
printf '(fp_lib_table\n)\n' >"$HOME/.config/kicad/6.0/fp-lib-table"
Xvfb "$DISPLAY" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xv=$!
sleep 2
eeschema "$sch" >/dev/null 2>&1 &
ee=$!

wait_for() { # wait_for TITLE-REGEX SECONDS
  for _ in $(seq "$2"); do
    if xdotool search --name "$1" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  echo "timed out waiting for a window named /$1/" >&2
  return 1
}

wait_for 'Configure KiCad Settings Path|Schematic Editor' 60
if xdotool search --name 'Configure KiCad Settings Path' >/dev/null 2>&1; then
  xdotool key Return # start with default settings
fi
wait_for 'Schematic Editor' 180
sleep 3
xdotool mousemove 22 14 click 1   # File
sleep 1
xdotool mousemove 52 215 click 1  # Export
sleep 1
xdotool key Right
sleep 1
xdotool mousemove 420 241 click 1 # Netlist...
wait_for '^Export Netlist$' 120
sleep 1
xdotool mousemove 849 532 click 1 # Export Netlist (KiCad tab)
wait_for 'Save Netlist File' 20
sleep 1
rm -f "$out"
xdotool key ctrl+a
xdotool type --delay 10 "$out"
xdotool key Return
for _ in $(seq 60); do [ -s "$out" ] && break; sleep 1; done
[ -s "$out" ] || { echo "no netlist written" >&2; exit 1; }
sleep 1
echo "$out"
