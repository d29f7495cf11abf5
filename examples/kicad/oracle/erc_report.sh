#!/usr/bin/env bash
# Run KiCad 6's own ERC on a schematic and save its report, driving
# Eeschema's GUI under Xvfb (KiCad 6 has no command-line ERC). A dev and
# oracle tool, not part of CI: it needs `apt-get install kicad xvfb xdotool
# xauth` (about 140 MB) and clicks at fixed screen positions.
#
#   erc_report.sh SCHEMATIC.kicad_sch OUT.rpt
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
xdotool key alt+i                 # Inspect
sleep 1
xdotool key Return                # Electrical Rules Checker
wait_for '^Electrical Rules Checker$' 60
sleep 2
xdotool mousemove 951 538 click 1 # Run ERC
sleep 5
for _ in $(seq 120); do           # a big design takes a while
  xdotool mousemove 952 484 click 1 # Save...
  sleep 2
  if xdotool search --name 'Save Report to File' >/dev/null 2>&1; then break; fi
done
wait_for 'Save Report to File' 10
rm -f "$out"
xdotool key ctrl+a
xdotool type --delay 10 "$out"
xdotool key Return
for _ in $(seq 60); do [ -s "$out" ] && break; sleep 1; done
[ -s "$out" ] || { echo "no report written" >&2; exit 1; }
sleep 1
echo "$out"
